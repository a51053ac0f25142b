import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { notify } from "@/client/lib/notify";
import { formatMoney } from "@/shared/domain/money";
import { PAYMENT_METHOD_LABEL, PAYMENT_METHODS } from "@/shared/domain/payments";
import { type MarkPaidInput, markPaidSchema } from "@/shared/schemas/orders";
import { useMarkPaid } from "../../api/orders-api";
import { ActionDialog, describedBy, Field, showMoveError } from "./action-dialog";

type Props = { orderId: number; totalDue: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Mark paid (decision 029): how and with which reference; the amount is the order's total due. */
export function MarkPaidDialog({ orderId, totalDue, open, onOpenChange }: Props) {
  const mutation = useMarkPaid(orderId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<MarkPaidInput>({
    resolver: zodResolver(markPaidSchema),
    defaultValues: { method: "payment_link", reference: "" },
  });
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const submit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        notify.success("Payment recorded", `Order #${orderId} is paid.`);
        onOpenChange(false);
      },
      onError: (error) => showMoveError(error, setError),
    }),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark paid"
      description={`Record the payment of ${formatMoney(totalDue)} for order #${orderId}.`}
      submitLabel="Mark paid"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <Field id="payment-method" label="Payment method" error={errors.method?.message}>
        <NativeSelect
          id="payment-method"
          {...describedBy("payment-method", errors.method?.message)}
          {...register("method")}
        >
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_METHOD_LABEL[m]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="payment-reference" label="Reference" error={errors.reference?.message}>
        <Input
          id="payment-reference"
          maxLength={100}
          autoComplete="off"
          {...describedBy("payment-reference", errors.reference?.message)}
          {...register("reference")}
        />
      </Field>
    </ActionDialog>
  );
}
