import { format } from "date-fns";
import { Download, Trash2 } from "lucide-react";
import { ConfirmAction } from "@/client/components/form/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useDownloadMyData, useRequestDeletion } from "../api/use-data-rights";

/**
 * The patient's data rights (UK GDPR, decision 066): a copy of everything held about them, and
 * a request to delete the account. What the law makes the pharmacy keep is said before asking.
 */
export function YourDataCard() {
  const download = useDownloadMyData();
  const deletion = useRequestDeletion();
  const requestedAt = deletion.data?.requestedAt;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Download everything we hold about you, or ask us to delete your account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          <Download className="size-4" aria-hidden="true" />
          {download.isPending ? "Preparing..." : "Download my data"}
        </Button>

        {requestedAt ? (
          <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            Your request to delete your account was recorded on{" "}
            {format(new Date(requestedAt), "d MMMM yyyy 'at' HH:mm")}. We will e-mail you when it has been handled.
          </p>
        ) : (
          <ConfirmAction
            trigger={
              <Button variant="outline" className="justify-self-start">
                <Trash2 className="size-4" aria-hidden="true" />
                Ask us to delete my account
              </Button>
            }
            title="Delete your account?"
            description="We will delete your account and everything the law does not require us to keep. Records of consultations, prescriptions and medicines supplied are kept, closed to everyone but the pharmacy, for as long as the law requires (see our privacy page)."
            action="Ask us to delete my account"
            onConfirm={() => deletion.mutate()}
          />
        )}
      </CardContent>
    </Card>
  );
}
