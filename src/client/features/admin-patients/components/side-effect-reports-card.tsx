import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Skeleton } from "@/client/components/ui/skeleton";
import { type HandleReportInput, HANDLED_NOTE_MAX, handleReportSchema } from "@/shared/schemas/treatment/side-effects";
import { FormDialog } from "@/client/components/form/form-dialog";
import { type StaffReport, useIsPrescriber, useMarkReportHandled, usePatientReports } from "../api/patient-safety-api";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { TextareaField } from "@/client/components/form/control-fields";
import { ListOrNone } from "@/client/features/admin-shell/components/page-parts/list-or-none";

const LEVEL: Record<string, string> = { mild: "Mild", moderate: "Moderate", severe: "Severe" };

/** The patient's side-effect reports; a prescriber marks one handled, which lifts a red flag's hold (issue 13). */
export function SideEffectReportsCard({ patientId }: { patientId: string }) {
  const { data, isPending, isError } = usePatientReports(patientId);
  const prescriber = useIsPrescriber();
  const [handling, setHandling] = useState<StaffReport | null>(null);
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Side-effect reports</CardTitle>
        <CardDescription>
          What the patient reported, newest first. Only a prescriber can mark a report handled.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : isError ? (
          <p className="text-sm text-red-700">The reports could not be loaded.</p>
        ) : (
          <>
            {data.onHold && (
              <p
                role="note"
                className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900"
              >
                <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
                On hold: a red-flag report waits for a prescriber. No order of this patient can be dispatched or
                collected, and no re-order is taken, until it is handled.
              </p>
            )}
            <ListOrNone items={data.reports} none="No reports." className="grid gap-3">
              {(r) => (
                <li
                  key={r.id}
                  className={
                    r.isRedFlag && !r.handled
                      ? "rounded-md border border-red-300 p-3"
                      : "rounded-md border border-zinc-200 p-3"
                  }
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{formatDateTime(r.reportedAt)}</span>
                    {r.isRedFlag && <Badge variant="destructive">Red flag</Badge>}
                    {r.handled ? <Badge variant="secondary">Handled</Badge> : <Badge variant="outline">Open</Badge>}
                  </div>
                  {r.redFlags.length > 0 && (
                    <ul className="mt-2 list-disc pl-5 text-sm text-red-800">
                      {r.redFlags.map((f) => (
                        <li key={f.key}>{f.label}</li>
                      ))}
                    </ul>
                  )}
                  {r.symptoms.length > 0 && (
                    <p className="mt-2 text-sm">
                      {r.symptoms.map((s) => `${s.label}: ${LEVEL[s.level] ?? s.level}`).join(" · ")}
                    </p>
                  )}
                  {r.details && (
                    <p className="mt-2 whitespace-pre-wrap break-words text-sm text-zinc-700">{r.details}</p>
                  )}
                  {r.handled ? (
                    <p className="mt-2 text-sm text-zinc-600">
                      Handled by {r.handled.by ?? "a prescriber"} on {formatDateTime(r.handled.at)}:{" "}
                      <span className="whitespace-pre-wrap">{r.handled.note}</span>
                    </p>
                  ) : (
                    prescriber && (
                      <Button size="sm" variant="outline" className="mt-2" onClick={() => setHandling(r)}>
                        Mark handled
                      </Button>
                    )
                  )}
                </li>
              )}
            </ListOrNone>
          </>
        )}
      </CardContent>
      {handling && (
        <HandleDialog key={handling.id} patientId={patientId} report={handling} onClose={() => setHandling(null)} />
      )}
    </Card>
  );
}

function HandleDialog({ patientId, report, onClose }: { patientId: string; report: StaffReport; onClose: () => void }) {
  const { field, dialog } = useMutationDialog({
    open: true,
    onOpenChange: (open) => !open && onClose(),
    mutation: useMarkReportHandled(patientId, report.id),
    initial: (): HandleReportInput => ({ note: "" }),
    form: { resolver: zodResolver(handleReportSchema) },
    done: () => ["Saved", "The report is marked handled."],
  });
  return (
    <FormDialog
      {...dialog}
      title="Mark the report handled"
      description="Record what was done (a call, advice given, treatment stopped or continued)."
      submitLabel="Mark handled"
    >
      <TextareaField id="handled-note" label="Note" rows={4} maxLength={HANDLED_NOTE_MAX} {...field("note")} />
    </FormDialog>
  );
}
