import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";

export default function AdminNotFoundPage() {
  return (
    <Page title="Page not found" className="max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <Button asChild className="mt-6">
        <Link to={paths.admin.dashboard}>Return to Dashboard</Link>
      </Button>
    </Page>
  );
}
