import { zodResolver } from "@hookform/resolvers/zod";
import { type AssembleFormValues, assembleSchema } from "@/shared/schemas/orders/dispensing";
import { FormDialog } from "@/client/components/form/form-dialog";
import { type OrderDetail, useAssemble } from "../../api/orders-api";
import { formatShortDate } from "@/client/features/admin-shell/lib/format";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { scanAsMeant } from "@/client/features/admin-shell/lib/scanner-separator";
import { isScanned, ReadFromPack, ScanPackField } from "@/client/features/admin-shell/components/scan-pack-field";
import { InputField } from "@/client/components/form/field";
import { Facts } from "@/client/features/admin-shell/components/page-parts/facts";

type Props = { order: OrderDetail; open: boolean; onOpenChange: (open: boolean) => void };
const EMPTY: Required<AssembleFormValues> = { scan: "", batchNumber: "", expiryDate: "", serialNumber: "" };
const schemaResolver = zodResolver(assembleSchema);

/**
 * Assemble (decisions 095 and 099): a USB scanner types the pack's DataMatrix into "Scan pack",
 * which fills the batch, the expiry and the serial number; without a scan they are typed. The
 * server checks the pack is the prescribed strength and in date for the 28-day supply.
 */
export function AssembleDialog({ order, open, onOpenChange }: Props) {
  const orderId = order.order.orderId;
  const { setError, clearErrors, setValue, reset, watch, dialog, field } = useMutationDialog({
    open,
    onOpenChange,
    mutation: useAssemble(orderId),
    initial: (): AssembleFormValues => EMPTY,
    form: {
      resolver: (values, ...rest) => schemaResolver({ ...values, scan: scanAsMeant(values.scan ?? "") }, ...rest),
    },
    done: () => ["Assembly recorded", `Print the label of order #${orderId} before the accuracy check.`],
    // The server receives what was typed or scanned, GS put back, and reads the scan itself (the schema's transform).
    body: (_values, form) => ({ ...form.getValues(), scan: scanAsMeant(form.getValues().scan ?? "") }),
  });
  const values = { ...EMPTY, ...watch() };
  const scanned = isScanned(values.scan);
  const rx = order.prescription;
  /** The batch or serial number as printed on the pack: read-only once a scan filled it. */
  const packText = (name: "batchNumber" | "serialNumber") => ({
    maxLength: 50,
    autoComplete: "off",
    readOnly: scanned,
    ...field(name),
  });

  return (
    <FormDialog
      {...dialog}
      title="Assemble"
      description="Scan the pack picked for this prescription, or type its batch and expiry."
      submitLabel="Record assembly"
    >
      <Facts
        rows={[
          ["Prescribed", rx ? `${rx.medicine} ${rx.strength} × ${rx.quantity}` : "No prescription"],
          ["Patient", order.patient.name],
        ]}
      />
      <ScanPackField
        id="scan-pack"
        hint={
          order.dispensing.productHasGtin
            ? "Scan the barcode on the box: the batch, expiry and serial number fill in."
            : "The prescribed product has no barcode on record: type the batch and expiry."
        }
        {...field("scan")}
        onEdit={clearErrors}
        onRead={({ batch, expiry, serial }) => {
          setValue("batchNumber", batch);
          setValue("expiryDate", expiry);
          setValue("serialNumber", serial ?? "");
        }}
        onUnreadable={(message) => setError("scan", { message })}
      />
      {scanned && (
        <ReadFromPack batch={values.batchNumber} expiry={values.expiryDate} onTypeByHand={() => reset(EMPTY)} />
      )}
      <InputField id="batch-number" label="Batch number" {...packText("batchNumber")} />
      <InputField
        id="expiry-date"
        label="Expiry date"
        hint={`At least 28 days away, to last the supply: ${formatShortDate(order.dispensing.minExpiryDate)} or later`}
        type="date"
        readOnly={scanned}
        {...field("expiryDate")}
      />
      <InputField id="serial-number" label="Serial number (optional)" {...packText("serialNumber")} />
    </FormDialog>
  );
}
