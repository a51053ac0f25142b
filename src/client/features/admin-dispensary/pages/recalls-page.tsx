import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { TableCell, TableRow } from "@/client/components/ui/table";
import { notify } from "@/client/lib/notify";
import { recallQuerySchema } from "@/shared/schemas/orders/dispensary";
import type { z } from "@/shared/schemas/zod";
import { bindField } from "@/client/components/form/bind-field";
import { showRefusal } from "@/client/components/form/server-errors";
import { useNotifyRecall, useRecall } from "../api/dispensary-api";
import { DispensaryNav } from "@/client/features/admin-shell/components/layout/dispensary-nav";
import { ListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";
import { FilterField, FilterForm, ScrollTable } from "@/client/features/admin-shell/components/page-parts/list-parts";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";
import { ExportLink } from "@/client/features/admin-shell/components/page-parts/export-link";
import { RecordedRecallsCard } from "../components/recorded-recalls";

/**
 * /admin/recalls (decisions 098, 122): the recalls recorded from the alerts, which hold their
 * batches, each closed by a pharmacist with what was done; a batch number finds every order dispensed from it in the POM
 * register; "Notify affected patients" sends each a notice in their account thread and an
 * e-mail that names nothing; the list shows who sent it and who has read it, and exports as CSV.
 */
export default function RecallsPage() {
  const [params, setParams] = useSearchParams();
  const batch = params.get("batch") ?? "";
  const { register, handleSubmit, formState, reset } = useForm<
    { batch: string },
    unknown,
    z.output<typeof recallQuerySchema>
  >({
    defaultValues: { batch },
    resolver: zodResolver(recallQuerySchema),
  });
  const error = formState.errors.batch?.message;
  const field = bindField(register, formState.errors);
  const recall = useRecall(batch);
  const notifyAll = useNotifyRecall(batch);
  const affected = recall.data?.affected ?? [];
  const toNotify = affected.filter((a) => !a.notice && !a.archived).length;

  const find = handleSubmit((values) => setParams({ batch: values.batch }));
  // A recorded recall's batch starts the look-up (decision 122).
  const lookUp = (b: string) => {
    reset({ batch: b });
    setParams({ batch: b });
    document.getElementById("recall-lookup")?.scrollIntoView({ block: "start" });
  };
  const send = () =>
    notifyAll.mutate(undefined, {
      onSuccess: (r) =>
        notify.success(
          "Patients notified",
          `${r.notified} ${r.notified === 1 ? "patient was" : "patients were"} sent a notice.${
            r.notReachable > 0 ? ` ${r.notReachable} archived: contact them by phone or post.` : ""
          }`,
        ),
      onError: (e) => showRefusal(e),
    });

  return (
    <Page title="Batch recall" className="max-w-7xl py-6">
      <DispensaryNav />
      <h1 className="text-2xl font-bold sm:text-3xl">Batch recall</h1>
      <p className="mt-1 text-zinc-600">
        Record the recalls that reach the pharmacy: their batches are held. Find every order dispensed from a recalled
        batch, and tell the patients. Each look-up and notice is recorded.
      </p>
      <RecordedRecallsCard onLookUp={lookUp} />
      <h2 id="recall-lookup" className="mt-8 text-xl font-semibold">
        Orders dispensed from a batch
      </h2>
      <Card className="mt-3">
        <FilterForm
          onSubmit={find}
          className="grid gap-3 border-b border-zinc-200 p-4 sm:grid-cols-[1fr_auto] sm:items-end"
          refusal={{ id: "recall-batch-error", message: error }}
        >
          <FilterField id="recall-batch" label="Batch number" autoComplete="off" {...field("batch")} />
          <Button type="submit">Find orders</Button>
        </FilterForm>
        {batch === "" ? (
          <p className="p-8 text-center text-zinc-600">Enter the batch number from the recall notice.</p>
        ) : (
          <ListStatus
            query={recall}
            loading="Looking up the register..."
            failure="The look-up failed"
            empty={affected.length === 0 ? `No order was dispensed from batch ${batch}.` : null}
          >
            {() => (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2 p-4">
                  <p>
                    {affected.length} {affected.length === 1 ? "order" : "orders"} dispensed from batch {batch};{" "}
                    {toNotify === 0 ? "every patient who can be has been notified." : `${toNotify} not notified yet.`}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button onClick={send} disabled={toNotify === 0 || notifyAll.isPending}>
                      {notifyAll.isPending ? "Sending..." : "Notify affected patients"}
                    </Button>
                    <ExportLink href={`/api/admin/recalls/export?${new URLSearchParams({ batch }).toString()}`} />
                  </div>
                </div>
                <ScrollTable headers={["Order", "Patient", "Dispensed", "State", "Notice", "Read"]}>
                  {affected.map((a) => (
                    <TableRow key={a.orderId}>
                      <TableCell>
                        <Link to={paths.admin.order(a.orderId)} className="text-brand-800 underline">
                          #{a.orderId}
                        </Link>
                      </TableCell>
                      <TableCell className="font-medium">{a.patientName}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatShortDate(a.dispensedOn)}</TableCell>
                      <TableCell>{a.stateLabel}</TableCell>
                      <TableCell>
                        {a.notice
                          ? `Sent by ${a.notice.sentBy}, ${formatDateTime(a.notice.sentAt)}`
                          : a.archived
                            ? "Record archived: contact by phone or post"
                            : "Not sent"}
                      </TableCell>
                      <TableCell>
                        {a.notice?.readAt ? formatDateTime(a.notice.readAt) : a.notice ? "Not read yet" : "—"}
                      </TableCell>
                    </TableRow>
                  ))}
                </ScrollTable>
              </>
            )}
          </ListStatus>
        )}
      </Card>
    </Page>
  );
}
