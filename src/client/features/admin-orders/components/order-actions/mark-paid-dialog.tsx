import { zodResolver } from "@hookform/resolvers/zod";
import { formatMoney } from "@/shared/domain/payments/money";
import { MANUAL_PAYMENT_METHODS, PAYMENT_METHOD_LABEL } from "@/shared/domain/payments/payments";
import { type MarkPaidInput, markPaidSchema } from "@/shared/schemas/orders/orders";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { useMarkPaid } from "../../api/orders-api";
import { InputField } from "@/client/components/form/field";
import { Options, SelectField } from "@/client/components/form/control-fields";

type Props = { orderId: number; leftToPay: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Mark paid (decision 101): the amount actually received (what is left to pay unless changed;
 * the server refuses more), how, and with which reference. A part payment leaves the order to pay.
 */
export function MarkPaidDialog({ orderId, leftToPay, open, onOpenChange }: Props) {
  const { field, dialog } = useMutationDialog({
    open,
    onOpenChange,
    mutation: useMarkPaid(orderId),
    initial: (): MarkPaidInput => ({ method: "payment_link", reference: "", amount: leftToPay }),
    form: { resolver: zodResolver(markPaidSchema) },
    done: (result) => [
      "Payment recorded",
      result.state === "awaiting_payment"
        ? `${formatMoney(result.amount)} recorded for order #${orderId}; ${formatMoney(result.leftToPay)} left to pay.`
        : `Order #${orderId} is paid.`,
    ],
  });
  return (
    <FormDialog
      {...dialog}
      title="Mark paid"
      description={`Record the payment received for order #${orderId}: ${formatMoney(leftToPay)} left to pay.`}
      submitLabel="Mark paid"
    >
      <SelectField id="payment-method" label="Payment method" {...field("method")}>
        <Options values={MANUAL_PAYMENT_METHODS} labels={PAYMENT_METHOD_LABEL} />
      </SelectField>
      <InputField id="payment-reference" label="Reference" maxLength={100} autoComplete="off" {...field("reference")} />
      <InputField
        id="payment-amount"
        label="Amount received (£)"
        hint="Less than the amount left to pay records a part payment."
        inputMode="decimal"
        autoComplete="off"
        {...field("amount")}
      />
    </FormDialog>
  );
}
