import type { KeyboardEvent } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/client/components/ui/button";
import { notify } from "@/client/lib/notify";
import { parsePackCode } from "@/shared/domain/gs1";
import { type AssembleFormValues, type AssembleInput, assembleSchema } from "@/shared/schemas/dispensing";
import { showRefusal } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { type OrderDetail, useAssemble } from "../../api/orders-api";
import { formatShortDate } from "../../lib/format";
import { useDialogForm } from "../../lib/use-fresh-on-open";
import { InputField } from "@/client/components/form/field";
import { Facts } from "./action-dialog";

type Props = { order: OrderDetail; open: boolean; onOpenChange: (open: boolean) => void };
const EMPTY: Required<AssembleFormValues> = { scan: "", batchNumber: "", expiryDate: "", serialNumber: "" };

/**
 * Assemble (decisions 095 and 099): a USB scanner types the pack's DataMatrix into "Scan pack",
 * which fills the batch, the expiry and the serial number; without a scan they are typed. The
 * server checks the pack is the prescribed strength and in date for the 28-day supply.
 */
export function AssembleDialog({ order, open, onOpenChange }: Props) {
  const orderId = order.order.orderId;
  const mutation = useAssemble(orderId);
  const { register, handleSubmit, setError, clearErrors, setValue, getValues, reset, watch, errors } = useDialogForm<
    AssembleFormValues,
    AssembleInput
  >(open, () => EMPTY, { resolver: zodResolver(assembleSchema) });
  const values = { ...EMPTY, ...watch() };
  const scanned = values.scan.trim() !== "" && parsePackCode(values.scan).ok;
  const rx = order.prescription;

  /** A scan fills the fields it read; one that cannot be read says so beside the field. */
  const onScan = (scan: string) => {
    const read = scan.trim() === "" ? null : parsePackCode(scan);
    clearErrors();
    if (read?.ok) {
      const { batch, expiry, serial } = read.code;
      setValue("batchNumber", batch);
      setValue("expiryDate", expiry);
      setValue("serialNumber", serial ?? "");
    } else if (read) setError("scan", { message: read.message });
  };
  // A scanner ends with Enter: it reads the code, and never submits the form before the person looks.
  const onScanKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") e.preventDefault();
  };

  // The server receives what was typed or scanned and reads the scan itself (the schema's transform).
  const submit = handleSubmit(() =>
    mutation.mutate(getValues(), {
      onSuccess: () => {
        notify.success("Assembly recorded", `Print the label of order #${orderId} before the accuracy check.`);
        onOpenChange(false);
      },
      onError: (error) => showRefusal(error, setError),
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Assemble"
      description="Scan the pack picked for this prescription, or type its batch and expiry."
      submitLabel="Record assembly"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
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
        error={errors.scan?.message}
        hint={
          order.dispensing.productHasGtin
            ? "Scan the barcode on the box: the batch, expiry and serial number fill in."
            : "The prescribed product has no barcode on record: type the batch and expiry."
        }
        autoComplete="off"
        spellCheck={false}
        {...register("scan", { onChange: (e: { target: { value: string } }) => onScan(e.target.value) })}
        onKeyDown={onScanKey}
      />
      {scanned && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm" role="status">
          <span>
            Read from the pack: batch {values.batchNumber}, expiry {formatShortDate(values.expiryDate)}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => reset(EMPTY)}>
            Type by hand instead
          </Button>
        </div>
      )}
      <InputField
        id="batch-number"
        label="Batch number"
        error={errors.batchNumber?.message}
        maxLength={50}
        autoComplete="off"
        readOnly={scanned}
        {...register("batchNumber")}
      />
      <InputField
        id="expiry-date"
        label="Expiry date"
        error={errors.expiryDate?.message}
        hint={`At least 28 days away, to last the supply: ${formatShortDate(order.dispensing.minExpiryDate)} or later`}
        type="date"
        readOnly={scanned}
        {...register("expiryDate")}
      />
      <InputField
        id="serial-number"
        label="Serial number (optional)"
        error={errors.serialNumber?.message}
        maxLength={50}
        autoComplete="off"
        readOnly={scanned}
        {...register("serialNumber")}
      />
    </FormDialog>
  );
}
