import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import { showError } from "@/client/components/form/server-errors";
import { notify } from "@/client/lib/notify";
import { formatMoney } from "@/shared/domain/payments/money";
import { type AccountOrder, useCancelMyOrder, useConfirmReceived, usePayNow } from "../api/account-api";

const TEXT: Record<AccountOrder["nextStep"], string> = {
  finish_form: "Finish your order form.",
  book_consultation:
    "Book and attend your video consultation with our pharmacist, who then reviews your order. Nothing is taken until the pharmacist approves it; we then e-mail you a payment link.",
  wait_review:
    "Thank you for your check-in. Our pharmacist is reviewing your request, usually within 24 hours, and will contact you if they need to know more.",
  answer_question: "Our pharmacist has a question for you before your order can go ahead.",
  pay: "Your order has been approved. Pay for it with the secure link below; we prepare it once payment arrives.",
  wait_preparing: "Thank you for your payment. We are preparing your order.",
  wait_dispatch: "Your order has been dispensed and will be sent shortly.",
  wait_ready: "Your order has been dispensed. We will e-mail you when it is ready to collect.",
  confirm_receipt: "Your order is on its way. Put it in the fridge when it arrives, then let us know it has arrived.",
  collect: "Your order is ready to collect. Please bring photo ID.",
  wait_refund:
    "This order will not go ahead. You had paid for it, so we are refunding the full amount to the card or account you paid with. The order shows as Refunded once the refund has been made.",
  refunded: "We have refunded the full amount you paid for this order.",
  none: "There is nothing you need to do.",
};

/**
 * What cancelling does at this point (the terms, decision 084): until the medicine is dispensed
 * the patient may cancel; nothing is taken before payment, and a paid order is refunded in full.
 */
function cancelText(order: AccountOrder): string {
  if (order.paid)
    return "You have paid for this order, so we will refund the full amount to the card or account you paid with. The order then shows as Refunded.";
  if (order.state === "awaiting_payment")
    return "Nothing has been taken for it, and the payment link will no longer be needed.";
  return "The pharmacist will not review it, and nothing has been taken for it.";
}

/** What the patient needs to do now for this order, with the button that does it. */
export function NextStep({ order }: { order: AccountOrder }) {
  const received = useConfirmReceived();
  const payNow = usePayNow();
  const cancel = useCancelMyOrder();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const failed = (error: Error) => showError(error);

  return (
    <section
      aria-labelledby={`next-${order.orderId}`}
      className="grid gap-3 rounded-md border border-brand-200 bg-brand-50 p-4"
    >
      <h3 id={`next-${order.orderId}`} className="font-semibold">
        What happens next
      </h3>
      <p>{TEXT[order.nextStep]}</p>
      {order.question && (
        <blockquote className="whitespace-pre-wrap border-l-4 border-brand-700 bg-white p-3 text-sm">
          {order.question}
        </blockquote>
      )}
      {order.nextStep === "answer_question" && (
        <p className="text-sm">
          Please reply in Messages. The pharmacist reviews your order again once you have answered.
        </p>
      )}
      {order.collection && order.nextStep === "collect" && (
        <div className="text-sm">
          <p className="font-medium">{order.collection.address.join(", ")}</p>
          <ul className="mt-1">
            {order.collection.openingHours.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
      )}
      {order.leftToPay && order.amountPaid !== "0.00" && (
        <p className="text-sm">
          {`Paid so far: ${formatMoney(order.amountPaid)}. Left to pay: ${formatMoney(order.leftToPay)}.`}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {order.payNow && (
          <Button
            disabled={payNow.isPending || payNow.isSuccess}
            onClick={() => payNow.mutate(order.orderId, { onError: failed })}
          >
            {payNow.isPending || payNow.isSuccess ? "Opening the secure payment page..." : "Pay now"}
          </Button>
        )}
        {order.paymentLink && (
          <Button asChild>
            <a href={order.paymentLink} rel="noopener noreferrer" target="_blank">
              Pay for your order
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        )}
        {order.bookingUrl && (
          <Button asChild>
            <a href={order.bookingUrl} rel="noopener noreferrer" target="_blank">
              Book Consultation
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        )}
        {order.nextStep === "answer_question" && (
          <Button asChild>
            <Link to={paths.accountMessages}>Reply in Messages</Link>
          </Button>
        )}
        {order.canConfirmReceipt && (
          <Button
            disabled={received.isPending}
            onClick={() =>
              received.mutate(order.orderId, {
                onSuccess: () => notify.success("Thank you", "We have noted that your order has arrived."),
                onError: failed,
              })
            }
          >
            {received.isPending ? "Saving..." : "I've received it"}
          </Button>
        )}
        {order.canCancel && (
          <Button variant="outline" onClick={() => setConfirmCancel(true)}>
            Cancel order
          </Button>
        )}
      </div>
      <AlertDialog open={confirmCancel} onOpenChange={(open) => !cancel.isPending && setConfirmCancel(open)}>
        <AlertDialogContent>
          <AlertDialogTitle>Cancel order #{order.orderId}?</AlertDialogTitle>
          <AlertDialogDescription>We will stop your order. {cancelText(order)}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={cancel.isPending}>Keep my order</AlertDialogCancel>
            <Button
              disabled={cancel.isPending}
              onClick={() => {
                cancel.mutate(order.orderId, {
                  onSuccess: () => {
                    setConfirmCancel(false);
                    notify.success("Order cancelled", `Order #${order.orderId} has been cancelled.`);
                  },
                  onError: failed,
                });
              }}
            >
              {cancel.isPending ? "Cancelling..." : "Cancel order"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
