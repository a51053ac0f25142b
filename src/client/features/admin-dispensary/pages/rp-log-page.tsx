import { useState } from "react";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { TableCell, TableRow } from "@/client/components/ui/table";
import { notify } from "@/client/lib/notify";
import { RP_LOG_YEARS, RP_MESSAGES } from "@/shared/domain/dispensing/rp-log";
import { showRefusal } from "@/client/components/form/server-errors";
import { useRpLog, useRpSignIn, useRpSignOut } from "../api/dispensary-api";
import { DispensaryNav } from "@/client/features/admin-shell/components/layout/dispensary-nav";
import { PagedTable } from "@/client/features/admin-shell/components/page-parts/list-parts";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { ExportLink } from "@/client/features/admin-shell/components/page-parts/export-link";

/**
 * /admin/rp-log (decision 098): who is the responsible pharmacist now, signing in and out, and
 * the log, kept 5 years and never edited, exported as CSV.
 */
export default function RpLogPage() {
  const [page, setPage] = useState(1);
  const log = useRpLog(page);
  const signIn = useRpSignIn();
  const signOut = useRpSignOut();
  // Decision 115: the server says whether the reader is a registered pharmacist, who alone signs in or out.
  const pharmacist = log.data?.canSignIn === true;
  const onDuty = log.data?.onDuty ?? null;
  const busy = signIn.isPending || signOut.isPending;

  return (
    <Page title="Responsible pharmacist log" className="max-w-7xl py-6">
      <DispensaryNav />
      <h1 className="text-2xl font-bold sm:text-3xl">Responsible pharmacist log</h1>
      <p className="mt-1 text-zinc-600">
        The pharmacist in charge of the pharmacy, from signing in to signing out. Kept {RP_LOG_YEARS} years and never
        edited.
      </p>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>On duty</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3" aria-live="polite">
          {log.isPending ? (
            <p role="status">Loading...</p>
          ) : log.isError ? (
            <p role="alert" className="text-red-700">
              The log could not be loaded: {log.error.message}
            </p>
          ) : onDuty ? (
            <p>
              <span className="font-medium">{onDuty.isYou ? "You" : onDuty.name}</span> (GPhC {onDuty.gphcNumber}),
              since {formatDateTime(onDuty.signedInAt)}.
            </p>
          ) : (
            <p className="text-red-700">Nobody is signed in as the responsible pharmacist.</p>
          )}
          {log.data && pharmacist && (
            <div>
              {onDuty ? (
                <Button
                  variant={onDuty.isYou ? "default" : "outline"}
                  disabled={busy}
                  onClick={() =>
                    signOut.mutate(undefined, {
                      onSuccess: () =>
                        notify.success("Signed out", `${onDuty.name} is no longer the responsible pharmacist.`),
                      onError: (e) => showRefusal(e),
                    })
                  }
                >
                  {onDuty.isYou ? "Sign out as responsible pharmacist" : `Sign ${onDuty.name} out`}
                </Button>
              ) : (
                <Button
                  disabled={busy}
                  onClick={() =>
                    signIn.mutate(undefined, {
                      onSuccess: () => notify.success("Signed in", "You are the responsible pharmacist."),
                      onError: (e) => showRefusal(e),
                    })
                  }
                >
                  Sign in as responsible pharmacist
                </Button>
              )}
            </div>
          )}
          {log.data && !pharmacist && <p className="text-sm text-zinc-600">{RP_MESSAGES.pharmacistOnly}</p>}
        </CardContent>
      </Card>
      <Card className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-zinc-200 p-4">
          <h2 className="text-lg font-semibold">Log</h2>
          <ExportLink href={"/api/admin/rp-log/export"} />
        </div>
        <PagedTable
          query={log}
          loading="Loading the log..."
          failure="Failed to load the log"
          empty={log.data?.entries.length === 0 ? "Nobody has signed in as the responsible pharmacist yet." : null}
          noun="entries"
          onPage={setPage}
          headers={["Pharmacist", "GPhC number", "Signed in", "Signed out"]}
        >
          {() =>
            log.data!.entries.map((e) => (
              <TableRow key={e.entryId}>
                <TableCell className="font-medium">{e.name}</TableCell>
                <TableCell>{e.gphcNumber}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(e.signedInAt)}</TableCell>
                <TableCell>
                  {e.signedOutAt ? (
                    <>
                      <span className="whitespace-nowrap">{formatDateTime(e.signedOutAt)}</span>
                      {e.signedOutBy && e.signedOutBy !== e.name && (
                        <span className="block text-sm text-zinc-600">by {e.signedOutBy}</span>
                      )}
                    </>
                  ) : (
                    "On duty"
                  )}
                </TableCell>
              </TableRow>
            ))
          }
        </PagedTable>
      </Card>
    </Page>
  );
}
