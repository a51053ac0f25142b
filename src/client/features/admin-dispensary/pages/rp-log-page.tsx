import { useState } from "react";
import { Page } from "@/client/components/layout/page";
import { Card } from "@/client/components/ui/card";
import { TableCell, TableRow } from "@/client/components/ui/table";
import { RP_LOG_YEARS } from "@/shared/domain/dispensing/rp-log";
import { useRpLog } from "../api/dispensary-api";
import { RpOnDutyCard } from "../components/rp-on-duty-card";
import { DispensaryNav } from "@/client/features/admin-shell/components/layout/dispensary-nav";
import { PagedTable } from "@/client/features/admin-shell/components/page-parts/list-parts";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { ExportLink } from "@/client/features/admin-shell/components/page-parts/export-link";

type Entry = NonNullable<ReturnType<typeof useRpLog>["data"]>["entries"][number];

/**
 * /admin/rp-log (decision 098): who is the responsible pharmacist now, signing in and out, their
 * absences (decision 116), and the log, kept 5 years and never edited, exported as CSV.
 */
export default function RpLogPage() {
  const [page, setPage] = useState(1);
  const log = useRpLog(page);
  // Decision 117: the server says whether the reader is a registered pharmacist, who alone signs in or out.
  const pharmacist = log.data?.canSignIn === true;

  return (
    <Page title="Responsible pharmacist log" className="max-w-7xl py-6">
      <DispensaryNav />
      <h1 className="text-2xl font-bold sm:text-3xl">Responsible pharmacist log</h1>
      <p className="mt-1 text-zinc-600">
        The pharmacist in charge of the pharmacy, from signing in to signing out, and their absences. Kept{" "}
        {RP_LOG_YEARS} years and never edited.
      </p>
      <RpOnDutyCard log={log} pharmacist={pharmacist} />
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
          headers={["Pharmacist", "GPhC number", "Signed in", "Signed out", "Absences"]}
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
                <TableCell>
                  <Absences entry={e} />
                </TableCell>
              </TableRow>
            ))
          }
        </PagedTable>
      </Card>
    </Page>
  );
}

/** An entry's absences (decision 116): from, to (or "Absent now"), and why. */
function Absences({ entry }: { entry: Entry }) {
  if (entry.absences.length === 0) return <span className="text-zinc-600">None</span>;
  return (
    <ul className="grid gap-1 text-sm">
      {entry.absences.map((a) => (
        <li key={a.absenceId} className="break-words">
          <span className="whitespace-nowrap">{formatDateTime(a.from)}</span> to{" "}
          <span className="whitespace-nowrap">{a.to ? formatDateTime(a.to) : "Absent now"}</span>: {a.reason}
        </li>
      ))}
    </ul>
  );
}
