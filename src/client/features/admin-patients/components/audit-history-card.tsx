import { History } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Skeleton } from "@/client/components/ui/skeleton";
import { usePatientAudit } from "../api/patients-api";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { ListOrNone } from "@/client/features/admin-shell/components/page-parts/list-or-none";

const ACTION_LABEL: Record<string, string> = {
  "patient.view": "Viewed the record",
  "patient.update": "Edited the record",
  "patient.status": "Updated status or notes",
  "patient.archive": "Deleted (archived) the record",
};

/** Readable names for the stored field names; values are never logged (decision 019). */
function fieldLabel(field: string): string {
  const name = field
    .replace(/^patient_history\./, "")
    .replace(/_details$/, "")
    .replace(/_id$/, "");
  const map: Record<string, string> = {
    address3: "city",
    mobile: "phone",
    firstname: "first name",
    lastname: "last name",
    patient_status: "status",
  };
  return map[name] ?? name.replace(/_/g, " ");
}

/** decision 019: who read or changed this record, and when (a short history, newest first). */
export function AuditHistoryCard({ patientId, enabled }: { patientId: string; enabled: boolean }) {
  const { data, isPending, isError } = usePatientAudit(patientId, enabled);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-zinc-500" aria-hidden="true" />
          Access History
        </CardTitle>
        <CardDescription>Recent views and changes by staff.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : isError ? (
          <p className="text-sm text-red-700">The history could not be loaded.</p>
        ) : (
          <ListOrNone items={data} none="No history yet." className="grid gap-3" ordered>
            {(entry) => (
              <li key={entry.id} className="border-l-2 border-zinc-200 pl-3 text-sm">
                <p className="font-medium">{ACTION_LABEL[entry.action] ?? entry.action}</p>
                <p className="text-zinc-600">
                  {entry.actorEmail ?? "Unknown"} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </p>
                {entry.changedFields.length > 0 && (
                  <p className="text-zinc-600">
                    Changed: {[...new Set(entry.changedFields.map(fieldLabel))].join(", ")}
                  </p>
                )}
              </li>
            )}
          </ListOrNone>
        )}
      </CardContent>
    </Card>
  );
}
