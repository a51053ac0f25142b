import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Input } from "@/client/components/ui/input";
import { notify } from "@/client/lib/notify";
import { EXPIRY_TOO_SOON } from "@/shared/domain/dispensing";
import { type DispenseInput, dispenseSchema } from "@/shared/schemas/orders";
import { useDispense } from "../../api/orders-api";
import { ActionDialog, describedBy, Field, showMoveError } from "./action-dialog";

type Props = { orderId: number; minExpiryDate: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Dispense: the pen's batch and expiry; the POM register entry is written with the move. */
export function DispenseDialog({ orderId, minExpiryDate, open, onOpenChange }: Props) {
  const mutation = useDispense(orderId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DispenseInput>({
    resolver: zodResolver(dispenseSchema),
    defaultValues: { batchNumber: "", expiryDate: "" },
  });
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const submit = handleSubmit((values) => {
    // The server's day decides (minExpiryDate is from its clock); it checks again.
    if (values.expiryDate < minExpiryDate) {
      setError("expiryDate", { message: EXPIRY_TOO_SOON });
      return;
    }
    mutation.mutate(values, {
      onSuccess: (result) => {
        notify.success(
          "Dispensed",
          result.alreadyDispensed
            ? `Order #${orderId} was already dispensed; its register entry is unchanged.`
            : `Order #${orderId} is dispensed and entered in the POM register.`,
        );
        onOpenChange(false);
      },
      onError: (error) => showMoveError(error, setError),
    });
  });
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Dispense"
      description={`The POM register entry for order #${orderId} is written with it.`}
      submitLabel="Dispense"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <Field id="batch-number" label="Batch number" error={errors.batchNumber?.message}>
        <Input
          id="batch-number"
          maxLength={50}
          autoComplete="off"
          {...describedBy("batch-number", errors.batchNumber?.message)}
          {...register("batchNumber")}
        />
      </Field>
      <Field
        id="expiry-date"
        label="Expiry date"
        error={errors.expiryDate?.message}
        hint={`At least 28 days away: ${minExpiryDate} or later`}
      >
        <Input
          id="expiry-date"
          type="date"
          min={minExpiryDate}
          {...describedBy("expiry-date", errors.expiryDate?.message, true)}
          {...register("expiryDate")}
        />
      </Field>
    </ActionDialog>
  );
}
