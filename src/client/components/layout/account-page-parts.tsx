import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";

/** The way back to /account from the pages under it. */
export function BackToAccount() {
  return (
    <Button variant="ghost" size="sm" asChild>
      <Link to={paths.account}>
        <ArrowLeft aria-hidden="true" />
        My account
      </Link>
    </Button>
  );
}

/** A signed-in visitor with no patient record yet: the account's pages point to the form. */
export function NoTreatmentYet() {
  return (
    <Card className="mt-6">
      <CardContent className="grid justify-items-start gap-3 p-6">
        <p>You have not started a treatment with us yet.</p>
        <Button asChild>
          <Link to={paths.patientForm.root}>Get Started</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
