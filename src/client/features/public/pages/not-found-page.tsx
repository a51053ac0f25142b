import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";

/** docs/spec.md §2: any unknown path. */
export default function NotFoundPage() {
  return (
    <Page title="Page not found" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <Button asChild>
        <Link to={paths.home}>Return Home</Link>
      </Button>
    </Page>
  );
}
