import { zodResolver } from "@hookform/resolvers/zod";
import { formatMoney } from "@/shared/domain/payments/money";
import { MANUAL_PAYMENT_METHODS, PAYMENT_METHOD_LABEL } from "@/shared/domain/payments/payments";
import { type RefundInput, refundSchema } from "@/shared/schemas/orders/orders";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { useRefund } from "../../api/orders-api";
import { InputField } from "@/client/components/form/field";
import { SelectField } from "@/client/components/form/control-fields";
import { blankAsUndefined } from "@/client/components/form/values";

type Props = {
  orderId: number;
  refundable: string;
  /** A card payment can go back to the card through the provider. */
  cardRefund: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Refund (decision 101), from "Refund due": to the card (recorded as pending until the provider
 * confirms it) or given back by hand with how and a reference. Part refunds are allowed; the
 * server refuses more than was paid and not yet refunded.
 */
export function RefundDialog({ orderId, refundable, cardRefund, open, onOpenChange }: Props) {
  // The figures of the moment the dialog opens, and the key that makes a second click of this
  // form the same refund (decision 109).
  const { watch, dialog, field } = useMutationDialog({
    open,
    onOpenChange,
    mutation: useRefund(orderId),
    initial: (): RefundInput => ({
      method: cardRefund ? "card_online" : "card_in_pharmacy",
      amount: refundable,
      reference: undefined,
      requestKey: crypto.randomUUID(),
    }),
    form: { resolver: zodResolver(refundSchema) },
    done: (result, values: RefundInput) => [
      "Refund recorded",
      result.state === "refunded"
        ? `Order #${orderId} is refunded.`
        : values.method === "card_online"
          ? `The refund to the card is pending until the card payment service confirms it.`
          : `${formatMoney(result.refundable)} can still be refunded for order #${orderId}.`,
    ],
  });
  const toCard = watch("method") === "card_online";
  return (
    <FormDialog
      {...dialog}
      title="Refund"
      description={`Give back money paid for order #${orderId}: ${formatMoney(refundable)} can be refunded.`}
      submitLabel="Refund"
    >
      <SelectField id="refund-method" label="How the money goes back" {...field("method")}>
        {cardRefund && <option value="card_online">To the card (Stripe)</option>}
        {MANUAL_PAYMENT_METHODS.filter((m) => m !== "payment_link").map((m) => (
          <option key={m} value={m}>
            {`By hand: ${PAYMENT_METHOD_LABEL[m].toLowerCase()}`}
          </option>
        ))}
      </SelectField>
      <InputField
        id="refund-amount"
        label="Amount to refund (£)"
        hint="Less than the full amount records a part refund."
        inputMode="decimal"
        autoComplete="off"
        {...field("amount")}
      />
      {!toCard && (
        <InputField
          id="refund-reference"
          label="Reference"
          maxLength={100}
          autoComplete="off"
          // An empty reference is no reference (a card refund's is the provider's own).
          {...field("reference", { setValueAs: blankAsUndefined })}
        />
      )}
    </FormDialog>
  );
}
