import { FormDialog } from "@/client/components/form/form-dialog";
import { InputField } from "@/client/components/form/field";
import { schemaResolver } from "@/client/components/form/resolvers";
import { type StockReceiveFormValues, stockReceiveSchema } from "@/shared/schemas/orders/dispensary";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { scanAsMeant } from "@/client/features/admin-shell/lib/scanner-separator";
import { isScanned, ReadFromPack, ScanPackField } from "@/client/features/admin-shell/components/scan-pack-field";
import { useReceiveStock } from "../api/stock-api";

type Values = {
  scan: string;
  gtin: string;
  batchNumber: string;
  expiryDate: string;
  quantity: string;
  supplier: string;
  invoiceReference: string;
};
const EMPTY: Values = {
  scan: "",
  gtin: "",
  batchNumber: "",
  expiryDate: "",
  quantity: "1",
  supplier: "",
  invoiceReference: "",
};
/** What was typed as the schema's input: the scan as meant (decision 123), the quantity a number (blank: none). */
const toInput = (v: Values): StockReceiveFormValues => ({
  ...v,
  scan: scanAsMeant(v.scan),
  quantity: v.quantity.trim() === "" ? (undefined as unknown as number) : Number(v.quantity),
});

/**
 * "Receive stock" (decision 124): a USB scanner types each pack's DataMatrix into "Scan pack"
 * (its GTIN, batch and expiry fill in), or they are typed; with how many packs of that batch,
 * the supplier and the invoice.
 */
export function ReceiveStockDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { setValue, setError, clearErrors, watch, reset, dialog, field, refusal } = useMutationDialog({
    open,
    onOpenChange,
    refusalIn: "dialog",
    mutation: useReceiveStock(),
    initial: () => EMPTY,
    form: { resolver: schemaResolver(stockReceiveSchema, toInput) },
    body: (_values, form) => toInput(form.getValues()),
    done: (r) => [
      "Stock received",
      `${r.received.quantity} ${r.received.quantity === 1 ? "pack" : "packs"} of ${r.received.productName}, batch ${r.received.batchNumber}.`,
    ],
  });
  const values = { ...EMPTY, ...watch() };
  const scanned = isScanned(values.scan);

  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title="Receive stock"
      description="Scan a pack of each batch, or type its GTIN, batch and expiry, with how many packs came."
      submitLabel="Receive stock"
      pendingLabel="Receiving..."
    >
      <ScanPackField
        id="receive-scan"
        hint="Scan the barcode on the box: the GTIN, batch and expiry fill in."
        {...field("scan")}
        onEdit={clearErrors}
        onRead={(code) => {
          setValue("gtin", code.gtin);
          setValue("batchNumber", code.batch);
          setValue("expiryDate", code.expiry);
        }}
        onUnreadable={(message) => setError("scan", { message })}
      />
      {scanned && (
        <ReadFromPack
          batch={values.batchNumber}
          expiry={values.expiryDate}
          onTypeByHand={() => reset({ ...EMPTY, ...keep(values) })}
        />
      )}
      <InputField
        id="receive-gtin"
        label="GTIN"
        inputMode="numeric"
        maxLength={20}
        readOnly={scanned}
        {...field("gtin")}
      />
      <InputField
        id="receive-batch"
        label="Batch number"
        maxLength={50}
        autoComplete="off"
        readOnly={scanned}
        {...field("batchNumber")}
      />
      <InputField id="receive-expiry" label="Expiry date" type="date" readOnly={scanned} {...field("expiryDate")} />
      <InputField id="receive-quantity" label="Packs" inputMode="numeric" maxLength={4} {...field("quantity")} />
      <InputField id="receive-supplier" label="Supplier" maxLength={200} {...field("supplier")} />
      <InputField
        id="receive-invoice"
        label="Invoice reference"
        hint="The invoice or delivery note number."
        maxLength={100}
        {...field("invoiceReference")}
      />
    </FormDialog>
  );
}

/** What stays when the pack is typed again: how many, and the delivery's supplier and invoice. */
const keep = (v: Values) => ({ quantity: v.quantity, supplier: v.supplier, invoiceReference: v.invoiceReference });
