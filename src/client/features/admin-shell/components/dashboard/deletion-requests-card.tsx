import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { toast } from "sonner";
import { paths } from "@/client/config/paths";
import { ConfirmAction } from "@/client/components/form/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { api, unwrap } from "@/client/lib/api";
import { formatDateTime } from "../../lib/format";
import { ListOrNone } from "../page-parts/list-or-none";

/**
 * Decision 066: patients' open requests to delete their account, oldest first (each read is
 * audited); `more` links to the data requests page, which lists unused accounts too (decision 093).
 */
export function DeletionRequestsCard({ more = true }: { more?: boolean }) {
  const query = useQuery({
    queryKey: ["admin", "deletion-requests"],
    queryFn: () => unwrap(api.admin["deletion-requests"].$get()),
  });
  const requests = query.data?.requests ?? [];
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: (requestId: number) =>
      unwrap(api.admin["deletion-requests"][":id"].complete.$post({ param: { id: String(requestId) } })),
    onSuccess: (result) => {
      toast.success(
        result.recordsKept
          ? "Account deleted; the records the law requires are kept, restricted."
          : "Account and records deleted.",
      );
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Requests to delete an account</CardTitle>
        <CardDescription>
          Erase what the law does not require us to keep; restrict the rest until its retention period ends.
        </CardDescription>
        {more && (
          <Link
            to={paths.admin.dataRequests}
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Data requests, and accounts unused for 2 years
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p className="text-sm text-zinc-600">Loading requests...</p>
        ) : query.isError ? (
          <p className="text-sm text-red-700">Could not load the requests.</p>
        ) : (
          <ListOrNone items={requests} none="No open requests." className="divide-y divide-zinc-200">
            {(r) => (
              <li key={r.requestId} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
                <span className="break-words">
                  {r.patientId ? (
                    <Link
                      to={paths.admin.patient(r.patientId)}
                      className="font-medium text-brand-700 underline-offset-4 hover:underline"
                    >
                      {r.email}
                    </Link>
                  ) : (
                    r.email
                  )}
                </span>
                <span className="flex items-center gap-3 text-sm text-zinc-600">
                  {formatDateTime(r.requestedAt)}
                  <ConfirmAction
                    trigger={
                      <Button size="sm" variant="outline" disabled={complete.isPending}>
                        Delete account
                      </Button>
                    }
                    title={<>Delete the account of {r.email}?</>}
                    description="The sign-in, contact messages, e-mails and anything unfinished are erased. Clinical, prescription and order records are kept, archived, until their retention period ends. The patient is told by e-mail. This cannot be undone."
                    action="Delete account"
                    onConfirm={() => complete.mutate(r.requestId)}
                  />
                </span>
              </li>
            )}
          </ListOrNone>
        )}
      </CardContent>
    </Card>
  );
}
