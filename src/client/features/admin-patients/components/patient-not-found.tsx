import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";

/** docs/spec.md §2: the failure state of the detail and edit pages. */
export function PatientNotFound() {
  return (
    <Page title="Patient Not Found" className="max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">Patient Not Found</h1>
      <p className="mt-2 text-zinc-600">
        Could not load patient details. The patient may have been deleted or there was an error.
      </p>
      <Button asChild className="mt-6">
        <Link to={paths.admin.patients}>Return to Patient List</Link>
      </Button>
    </Page>
  );
}
