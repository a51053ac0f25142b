import { type KeyboardEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { notify } from "@/client/lib/notify";
import { parsePackCode } from "@/shared/domain/gs1";
import { assembleSchema, type AssembleFormValues } from "@/shared/schemas/dispensing";
import { showRefusal } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { type OrderDetail, useAssemble } from "../../api/orders-api";
import { formatShortDate } from "../../lib/format";
import { useFreshOnOpen } from "../../lib/use-fresh-on-open";
import { InputField } from "@/client/components/form/field";
import { Facts } from "./action-dialog";

type Props = { order: OrderDetail; open: boolean; onOpenChange: (open: boolean) => void };
type Errors = Partial<Record<keyof AssembleFormValues, string>>;
const EMPTY: Required<AssembleFormValues> = { scan: "", batchNumber: "", expiryDate: "", serialNumber: "" };

/**
 * Assemble (decisions 095 and 099): a USB scanner types the pack's DataMatrix into "Scan pack",
 * which fills the batch, the expiry and the serial number; without a scan they are typed. The
 * server checks the pack is the prescribed strength and in date for the 28-day supply.
 */
export function AssembleDialog({ order, open, onOpenChange }: Props) {
  const orderId = order.order.orderId;
  const mutation = useAssemble(orderId);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  useFreshOnOpen(open, () => {
    setValues(EMPTY);
    setErrors({});
  });
  const scanned = values.scan.trim() !== "" && parsePackCode(values.scan).ok;
  const rx = order.prescription;

  /** A scan fills the fields it read; one that cannot be read says so beside the field. */
  const onScan = (scan: string) => {
    const read = scan.trim() === "" ? null : parsePackCode(scan);
    if (read?.ok) {
      const { batch, expiry, serial } = read.code;
      setValues({ scan, batchNumber: batch, expiryDate: expiry, serialNumber: serial ?? "" });
      setErrors({});
    } else {
      setValues((v) => ({ ...v, scan }));
      setErrors(read ? { scan: read.message } : {});
    }
  };
  // A scanner ends with Enter: it reads the code, and never submits the form before the person looks.
  const onScanKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") e.preventDefault();
  };

  const submit = () => {
    const parsed = assembleSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    mutation.mutate(values, {
      onSuccess: () => {
        notify.success("Assembly recorded", `Print the label of order #${orderId} before the accuracy check.`);
        onOpenChange(false);
      },
      onError: (error) =>
        showRefusal(error, (name, { message }) => setErrors((e) => ({ ...e, [name]: message ?? "" }))),
    });
  };
  const set = (name: keyof AssembleFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Assemble"
      description="Scan the pack picked for this prescription, or type its batch and expiry."
      submitLabel="Record assembly"
      pending={mutation.isPending}
      onSubmit={submit}
    >
      <Facts
        rows={[
          ["Prescribed", rx ? `${rx.medicine} ${rx.strength} × ${rx.quantity}` : "No prescription"],
          ["Patient", order.patient.name],
        ]}
      />
      <InputField
        id="scan-pack"
        label="Scan pack"
        error={errors.scan}
        hint={
          order.dispensing.productHasGtin
            ? "Scan the barcode on the box: the batch, expiry and serial number fill in."
            : "The prescribed product has no barcode on record: type the batch and expiry."
        }
        autoComplete="off"
        spellCheck={false}
        value={values.scan}
        onChange={(e) => onScan(e.target.value)}
        onKeyDown={onScanKey}
      />
      {scanned && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm" role="status">
          <span>
            Read from the pack: batch {values.batchNumber}, expiry {formatShortDate(values.expiryDate)}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => setValues(EMPTY)}>
            Type by hand instead
          </Button>
        </div>
      )}
      <InputField
        id="batch-number"
        label="Batch number"
        error={errors.batchNumber}
        maxLength={50}
        autoComplete="off"
        readOnly={scanned}
        value={values.batchNumber}
        onChange={set("batchNumber")}
      />
      <InputField
        id="expiry-date"
        label="Expiry date"
        error={errors.expiryDate}
        hint={`At least 28 days away, to last the supply: ${formatShortDate(order.dispensing.minExpiryDate)} or later`}
        type="date"
        readOnly={scanned}
        value={values.expiryDate}
        onChange={set("expiryDate")}
      />
      <InputField
        id="serial-number"
        label="Serial number (optional)"
        error={errors.serialNumber}
        maxLength={50}
        autoComplete="off"
        readOnly={scanned}
        value={values.serialNumber}
        onChange={set("serialNumber")}
      />
    </FormDialog>
  );
}
