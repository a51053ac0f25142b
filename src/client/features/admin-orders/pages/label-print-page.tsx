import { ArrowLeft, Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { notify } from "@/client/lib/notify";
import { LABEL_SIZE_MM } from "@/shared/domain/dispensing/dispensing-label";
import { showRefusal } from "@/client/components/form/server-errors";
import { useLabel, useRecordLabelPrint } from "../api/orders-api";
import { LoadedRecord } from "@/client/features/admin-shell/components/page-parts/loaded-record";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";

/** The paper is the label itself: a 70 × 35 mm thermal label, no margin (decision 096). */
const LABEL_CSS = `@page { size: ${LABEL_SIZE_MM.width}mm ${LABEL_SIZE_MM.height}mm; margin: 0; }`;

/**
 * /admin/orders/:id/label (decisions 096, 120): the dispensing label of the assembled pack, with
 * the particulars of a dispensed medicine, on as many labels as the prescriber's directions need. "Print label" records the print, then opens the
 * browser's print; the accuracy check needs a print of the current assembly's label.
 */
export default function LabelPrintPage() {
  const { id = "" } = useParams();
  return (
    <LoadedRecord
      query={useLabel(id)}
      loading="Loading label..."
      failed={{ title: "Label not available", back: { to: paths.admin.order(id), label: "Back to the order" } }}
    >
      {(data) => <Label data={data} />}
    </LoadedRecord>
  );
}

type LabelData = NonNullable<ReturnType<typeof useLabel>["data"]>["label"];

/**
 * One 70 × 35 mm label: every particular (decision 096) with its part of the prescriber's
 * directions, word for word, and "1 of 2" when there is more than one (decision 120).
 */
function LabelSheet({ label, part, n, of }: { label: LabelData; part: string; n: number; of: number }) {
  return (
    <article
      aria-label={of === 1 ? "Dispensing label" : `Dispensing label ${n} of ${of}`}
      style={{ width: `${LABEL_SIZE_MM.width}mm`, height: `${LABEL_SIZE_MM.height}mm` }}
      className="box-border overflow-hidden border border-zinc-400 bg-white p-[1.5mm] font-sans text-[6.5pt] leading-[1.2] text-black print:break-after-page print:border-0"
    >
      <div className="flex justify-between gap-[1mm] font-bold">
        <span>{label.product}</span>
        <span className="shrink-0">{label.quantity}</span>
      </div>
      <p className="mt-[0.5mm]">
        {part}
        {n < of && " (continued)"}
      </p>
      <p className="mt-[0.5mm] font-bold">{label.warnings[0]}</p>
      <p className="font-bold">{label.warnings[1]}</p>
      <div className="mt-[0.5mm] flex justify-between gap-[1mm]">
        <span className="font-bold">{label.patientName}</span>
        <span className="shrink-0">
          {of > 1 && `${n} of ${of} · `}
          {label.date}
        </span>
      </div>
      <p className="mt-[0.5mm] border-t border-black pt-[0.3mm] text-[5.5pt]">
        {label.pharmacy.name}, {label.pharmacy.address}. Tel {label.pharmacy.phone}
      </p>
    </article>
  );
}

function Label({ data }: { data: NonNullable<ReturnType<typeof useLabel>["data"]> }) {
  const record = useRecordLabelPrint(data.orderId);
  const { label } = data;
  const print = () =>
    record.mutate(undefined, {
      onSuccess: () => {
        notify.success("Label print recorded", `The label of order #${data.orderId} is printing.`);
        window.print();
      },
      onError: (e) => showRefusal(e),
    });
  const last = data.printed.at(-1);

  return (
    <Page title={`Label for order #${data.orderId}`} className="max-w-3xl py-6 print:m-0 print:max-w-none print:p-0">
      <style>{LABEL_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Button variant="outline" asChild>
          <Link to={paths.admin.order(data.orderId)}>
            <ArrowLeft aria-hidden="true" />
            Back to the order
          </Link>
        </Button>
        <Button onClick={print} disabled={record.isPending}>
          <Printer aria-hidden="true" />
          {record.isPending ? "Recording..." : "Print label"}
        </Button>
      </div>
      <div className="mb-4 print:hidden">
        <h1 className="text-2xl font-bold">Dispensing label, order #{data.orderId}</h1>
        <p className="mt-1 text-sm text-zinc-600">
          {label.directions.length === 1
            ? "Shown at its printed size, 70 × 35 mm."
            : `${label.directions.length} labels, shown at their printed size, 70 × 35 mm: the directions continue on the next.`}
        </p>
        <p className="mt-1 text-sm text-zinc-600" aria-live="polite">
          {last
            ? `Printed ${data.printed.length === 1 ? "once" : `${data.printed.length} times`}; last by ${last.by}, ${formatDateTime(last.at)}.`
            : "Not printed yet. Print it before the accuracy check."}
        </p>
      </div>
      {/* Each label at its real size on screen and on paper; directions that do not fit go on more labels (decision 120). */}
      <div className="grid gap-4 print:block">
        {label.directions.map((part, i) => (
          <LabelSheet key={i} label={label} part={part} n={i + 1} of={label.directions.length} />
        ))}
      </div>
    </Page>
  );
}
