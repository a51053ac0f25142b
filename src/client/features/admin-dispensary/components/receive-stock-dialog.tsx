import type { KeyboardEvent } from "react";
import { FormDialog } from "@/client/components/form/form-dialog";
import { InputField } from "@/client/components/form/field";
import { schemaResolver } from "@/client/components/form/resolvers";
import { Button } from "@/client/components/ui/button";
import { parsePackCode } from "@/shared/domain/dispensing/gs1";
import { restoreSeparator } from "@/shared/domain/dispensing/scanner-separator";
import { type StockReceiveFormValues, stockReceiveSchema } from "@/shared/schemas/orders/dispensary";
import { formatShortDate } from "@/client/features/admin-shell/lib/format";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { storedSeparator } from "@/client/features/admin-shell/lib/scanner-separator";
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
/** The scan with this computer's separator put back to GS (decision 123). */
const meant = (scan: string) => restoreSeparator(scan, storedSeparator());
/** What was typed as the schema's input: the scan as meant, the quantity a number (blank: none). */
const toInput = (v: Values): StockReceiveFormValues => ({
  ...v,
  scan: meant(v.scan),
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
  const read = values.scan.trim() === "" ? null : parsePackCode(meant(values.scan));
  const scanned = read?.ok === true;

  const onScan = (scan: string) => {
    const pack = scan.trim() === "" ? null : parsePackCode(meant(scan));
    clearErrors();
    if (pack?.ok) {
      setValue("gtin", pack.code.gtin);
      setValue("batchNumber", pack.code.batch);
      setValue("expiryDate", pack.code.expiry);
    } else if (pack) setError("scan", { message: pack.message });
  };
  // A scanner ends with Enter: it reads the code, and never submits before the person looks.
  const onScanKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") e.preventDefault();
  };

  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title="Receive stock"
      description="Scan a pack of each batch, or type its GTIN, batch and expiry, with how many packs came."
      submitLabel="Receive stock"
      pendingLabel="Receiving..."
    >
      <InputField
        id="receive-scan"
        label="Scan pack"
        hint="Scan the barcode on the box: the GTIN, batch and expiry fill in."
        autoComplete="off"
        spellCheck={false}
        {...field("scan", { onChange: (e: { target: { value: string } }) => onScan(e.target.value) })}
        onKeyDown={onScanKey}
      />
      {scanned && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm" role="status">
          <span>
            Read from the pack: batch {values.batchNumber}, expiry {formatShortDate(values.expiryDate)}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => reset({ ...EMPTY, ...keep(values) })}>
            Type by hand instead
          </Button>
        </div>
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
