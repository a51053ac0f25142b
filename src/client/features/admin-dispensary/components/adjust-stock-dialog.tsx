import { FormDialog } from "@/client/components/form/form-dialog";
import { InputField } from "@/client/components/form/field";
import { Options, SelectField, TextareaField } from "@/client/components/form/control-fields";
import { schemaResolver } from "@/client/components/form/resolvers";
import { STOCK_ADJUSTMENT_LABEL, STOCK_ADJUSTMENTS } from "@/shared/domain/dispensing/stock";
import { type StockAdjustFormValues, stockAdjustSchema } from "@/shared/schemas/orders/dispensary";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { formatShortDate } from "@/client/features/admin-shell/lib/format";
import { type StockBatch, type StockProduct, useAdjustStock } from "../api/stock-api";
import { Facts } from "@/client/features/admin-shell/components/page-parts/facts";

type Values = { kind: string; quantity: string; reason: string };
const EMPTY: Values = { kind: "", quantity: "1", reason: "" };

/**
 * "Adjust" on a batch (decision 124): packs broken, destroyed, returned to the wholesaler or
 * found, with the reason. Destroyed and returned packs come from quarantine first.
 */
export function AdjustStockDialog({
  product,
  batch,
  open,
  onOpenChange,
}: {
  product: StockProduct;
  batch: StockBatch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toInput = (v: Values): StockAdjustFormValues => ({
    productId: product.productId,
    batchNumber: batch.batch,
    kind: (v.kind === "" ? undefined : v.kind) as StockAdjustFormValues["kind"],
    quantity: v.quantity.trim() === "" ? (undefined as unknown as number) : Number(v.quantity),
    reason: v.reason,
  });
  const { dialog, field, refusal } = useMutationDialog({
    open,
    onOpenChange,
    refusalIn: "dialog",
    mutation: useAdjustStock(),
    initial: () => EMPTY,
    form: { resolver: schemaResolver(stockAdjustSchema, toInput) },
    body: (_values, form) => toInput(form.getValues()),
    done: (r) => [
      "Stock adjusted",
      `${STOCK_ADJUSTMENT_LABEL[r.adjusted.kind]}: ${r.adjusted.quantity} of batch ${batch.batch}.`,
    ],
  });
  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title={`Adjust batch ${batch.batch}`}
      description="Every adjustment is kept with its reason; none is changed afterwards."
      submitLabel="Record adjustment"
    >
      <Facts
        rows={[
          ["Product", product.name],
          ["Expiry", formatShortDate(batch.expiry)],
          ["Free", String(batch.free)],
          ["Quarantined", String(batch.quarantined)],
        ]}
      />
      <SelectField id="adjust-kind" label="Adjustment" {...field("kind")}>
        <Options values={STOCK_ADJUSTMENTS} labels={STOCK_ADJUSTMENT_LABEL} placeholder="Choose..." />
      </SelectField>
      <InputField id="adjust-quantity" label="Packs" inputMode="numeric" maxLength={4} {...field("quantity")} />
      <TextareaField id="adjust-reason" label="Reason" maxLength={1000} {...field("reason")} />
    </FormDialog>
  );
}
