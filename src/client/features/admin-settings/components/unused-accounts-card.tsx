import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ConfirmAction } from "@/client/components/form/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { api, unwrap } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { formatShortDate } from "@/client/features/admin-shell/lib/format";
import { ListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";

/**
 * Decision 093: the privacy page's "reviewed for deletion after 2 years without use": patients'
 * accounts with no treatment or order, not signed in to for 2 years, each with "Erase".
 */
export function UnusedAccountsCard() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["admin", "deletion-requests", "unused-accounts"],
    queryFn: () => unwrap(api.admin["deletion-requests"]["unused-accounts"].$get()),
  });
  const erase = useMutation({
    mutationFn: (userId: string) =>
      unwrap(api.admin["deletion-requests"]["unused-accounts"][":userId"].erase.$post({ param: { userId } })),
    onSuccess: () => notify.success("Account erased", "The account and everything held with it are erased."),
    onError: (error) => notify.error("Erase", error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "deletion-requests"] }),
  });
  const accounts = query.data?.accounts ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Accounts unused for 2 years</CardTitle>
        <CardDescription>
          Accounts with no treatment or order that nobody has signed in to for 2 years, as the privacy notice says. The
          address is told when one is erased.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        <ListStatus
          query={query}
          loading="Loading accounts..."
          failure="Could not load the accounts"
          empty={accounts.length === 0 ? "No account has gone unused for 2 years." : null}
        >
          {() => (
            <ul className="divide-y divide-zinc-200">
              {accounts.map((a) => (
                <li
                  key={a.userId}
                  className="flex flex-col gap-2 px-6 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="break-all font-medium">{a.email}</p>
                    <p className="text-sm text-zinc-600">
                      Opened {formatShortDate(a.createdAt)} · last signed in{" "}
                      {a.lastSignInAt ? formatShortDate(a.lastSignInAt) : "never"}
                    </p>
                  </div>
                  <ConfirmAction
                    trigger={
                      <Button size="sm" variant="outline" disabled={erase.isPending} aria-label={`Erase ${a.email}`}>
                        Erase
                      </Button>
                    }
                    title={<>Erase the account of {a.email}?</>}
                    description="The sign-in, anything unfinished, contact messages and e-mails are erased. The address is told by e-mail. This cannot be undone."
                    action="Erase"
                    onConfirm={() => erase.mutate(a.userId)}
                  />
                </li>
              ))}
            </ul>
          )}
        </ListStatus>
      </CardContent>
    </Card>
  );
}
