import { Download } from "lucide-react";
import { Button } from "@/client/components/ui/button";

/** The CSV export of a back-office record; the server records each export. */
export function ExportLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}
