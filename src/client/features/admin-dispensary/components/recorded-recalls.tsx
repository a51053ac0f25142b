import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormDialog } from "@/client/components/form/form-dialog";
import { InputField } from "@/client/components/form/field";
import { Options, SelectField, TextareaField } from "@/client/components/form/control-fields";
import { schemaResolver } from "@/client/components/form/resolvers";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { RECALL_CLASS_LABEL, RECALL_CLASSES } from "@/shared/domain/dispensing/recalls";
import { type RecallRecordFormValues, recallCloseSchema, recallRecordSchema } from "@/shared/schemas/orders/dispensary";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";
import { ListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";
import {
  type RecordedRecall,
  useCloseRecall,
  usePackBarcodes,
  useRecordedRecalls,
  useRecordRecall,
} from "../api/dispensary-api";

/** The form's values as typed: the product and class start unchosen. */
type RecordValues = {
  reference: string;
  recallClass: string;
  productId: string;
  batches: string;
  issuedOn: string;
  action: string;
};
const blank = (): RecordValues => ({
  reference: "",
  recallClass: "",
  productId: "",
  batches: "",
  issuedOn: "",
  action: "",
});

/** "Record recall" (decision 122): the alert's reference, class, product, batches, date and action. */
function RecordRecallDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const products = usePackBarcodes().data?.products ?? [];
  const productLabels = Object.fromEntries(products.map((p) => [String(p.productId), p.name]));
  const { dialog, field, refusal } = useMutationDialog({
    open,
    onOpenChange,
    refusalIn: "dialog",
    mutation: useRecordRecall(),
    initial: blank,
    form: {
      resolver: schemaResolver(recallRecordSchema, (v: RecordValues) => ({
        ...v,
        productId: v.productId === "" ? undefined : Number(v.productId),
      })),
    },
    body: (_values, form) => {
      const v = form.getValues();
      return { ...v, productId: Number(v.productId) } as RecallRecordFormValues;
    },
    done: (r: { recall: RecordedRecall }) => [
      "Recall recorded",
      `${r.recall.reference}: ${r.recall.batches.join(", ")} held from now on.`,
    ],
  });
  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title="Record recall"
      description="Its batches are held from now on: none is assembled, checked, handed over or dispatched."
      submitLabel="Record recall"
      pendingLabel="Recording..."
    >
      <InputField
        id="recall-reference"
        label="Alert reference"
        hint="As the alert gives it, for example EL (25)A/12."
        maxLength={40}
        autoComplete="off"
        {...field("reference")}
      />
      <SelectField id="recall-class" label="Class" {...field("recallClass")}>
        <Options values={RECALL_CLASSES} labels={RECALL_CLASS_LABEL} placeholder="Choose..." />
      </SelectField>
      <SelectField id="recall-product" label="Product" {...field("productId")}>
        <Options values={products.map((p) => String(p.productId))} labels={productLabels} placeholder="Choose..." />
      </SelectField>
      <TextareaField
        id="recall-batches"
        label="Batch numbers"
        hint="One a line, or separated by commas."
        rows={3}
        maxLength={2000}
        {...field("batches")}
      />
      <InputField id="recall-date" label="Date of the alert" type="date" {...field("issuedOn")} />
      <TextareaField
        id="recall-action"
        label="Action"
        hint="What the alert asks the pharmacy to do."
        maxLength={2000}
        {...field("action")}
      />
    </FormDialog>
  );
}

/** A pharmacist closes a recall with what was done (decision 122); its batches stay held. */
function CloseRecallDialog({
  recall,
  open,
  onOpenChange,
}: {
  recall: RecordedRecall;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { dialog, field, refusal } = useMutationDialog({
    open,
    onOpenChange,
    refusalIn: "dialog",
    mutation: useCloseRecall(recall.id),
    initial: () => ({ outcome: "" }),
    form: { resolver: zodResolver(recallCloseSchema) },
    done: () => ["Recall closed", `${recall.reference} is closed; its batches stay held.`],
  });
  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title={`Close recall ${recall.reference}`}
      description="Once closed, the recall is kept as it is. Its batches stay held."
      submitLabel="Close recall"
    >
      <TextareaField id="recall-outcome" label="What was done" maxLength={2000} {...field("outcome")} />
    </FormDialog>
  );
}

function RecallItem({
  recall,
  canClose,
  onLookUp,
}: {
  recall: RecordedRecall;
  canClose: boolean;
  onLookUp: (batch: string) => void;
}) {
  const [closing, setClosing] = useState(false);
  return (
    <li className="grid gap-2 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {recall.reference}{" "}
          <span className="font-normal text-zinc-600">
            · {RECALL_CLASS_LABEL[recall.recallClass]} · {recall.product} · {formatShortDate(recall.issuedOn)}
          </span>
        </h3>
        <span className={recall.closedAt ? "text-sm text-zinc-600" : "text-sm font-medium text-red-800"}>
          {recall.closedAt ? `Closed by ${recall.closedBy}, ${formatDateTime(recall.closedAt)}` : "Open"}
        </span>
      </div>
      <p className="whitespace-pre-wrap text-sm">{recall.action}</p>
      <p className="text-sm text-zinc-600">
        Recorded by {recall.recordedBy}, {formatDateTime(recall.recordedAt)}.
      </p>
      {recall.outcome && <p className="whitespace-pre-wrap text-sm">What was done: {recall.outcome}</p>}
      <ul className="flex flex-wrap gap-2" aria-label={`Batches of ${recall.reference}`}>
        {recall.batches.map((b) => (
          <li key={b}>
            <Button variant="outline" size="sm" onClick={() => onLookUp(b)}>
              Find orders from {b}
            </Button>
          </li>
        ))}
      </ul>
      {!recall.closedAt && canClose && (
        <div>
          <Button variant="outline" onClick={() => setClosing(true)}>
            Close recall
          </Button>
          <CloseRecallDialog recall={recall} open={closing} onOpenChange={setClosing} />
        </div>
      )}
    </li>
  );
}

/**
 * The recalls recorded from the alerts (decision 122): each holds its batches; the look-up of
 * the patients supplied starts from its batches; a pharmacist closes it with what was done.
 */
export function RecordedRecallsCard({ onLookUp }: { onLookUp: (batch: string) => void }) {
  const list = useRecordedRecalls();
  const [recording, setRecording] = useState(false);
  const recalls = list.data?.recalls ?? [];
  return (
    <Card className="mt-6">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>Recorded recalls</CardTitle>
          <CardDescription>A recorded batch is held: it is never assembled or supplied.</CardDescription>
        </div>
        <Button onClick={() => setRecording(true)}>Record recall</Button>
        <RecordRecallDialog open={recording} onOpenChange={setRecording} />
      </CardHeader>
      <CardContent className="p-0">
        <ListStatus
          query={list}
          loading="Loading recalls..."
          failure="Failed to load recalls"
          empty={recalls.length === 0 ? "No recall recorded." : null}
        >
          {() => (
            <ul className="divide-y divide-zinc-200">
              {recalls.map((r) => (
                <RecallItem key={r.id} recall={r} canClose={list.data?.canClose ?? false} onLookUp={onLookUp} />
              ))}
            </ul>
          )}
        </ListStatus>
      </CardContent>
    </Card>
  );
}
