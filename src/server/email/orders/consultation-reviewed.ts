/**
 * "Your consultation has been reviewed - Order #<id>" (decision 077). Decision 026: no medicine
 * name, dose or health detail, and never the prescriber's reasoning; the order number, the
 * outcome, what happens next and a link to sign in.
 */
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { type RenderedEmail, renderEmail } from "../layout";
import { refundText } from "./order-cancelled";
import { type OrderRef, queueToPatient, refundIsDue } from "../queue-to-patient";

const subject = (orderId: number) => `Your consultation has been reviewed - Order #${orderId}`;

/** The approval asks for payment (decision 100): the link is to the account, never to a payment provider's page. */
export function consultationApprovedEmail(d: { orderId: number; accountUrl: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    subject(d.orderId),
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `Our pharmacist has reviewed your consultation for order #${d.orderId} and approved your order.`,
      },
      { kind: "heading", text: "What happens next" },
      {
        kind: "p",
        text: `Please sign in to your account to see how to pay for order #${d.orderId}. Once we have received your payment, our pharmacy team will prepare your order.`,
      },
      { kind: "p", text: "You can see your order and its details when you sign in to your account." },
      { kind: "button", label: "Sign in to your account", href: d.accountUrl },
    ],
    s,
  );
}

/** A refused order that was paid for is refunded in full (the terms, decision 084). */
export function consultationRejectedEmail(
  d: { orderId: number; accountUrl: string; refundDue?: boolean },
  s: SettingsMap,
): RenderedEmail {
  return renderEmail(
    subject(d.orderId),
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `Our pharmacist has reviewed your consultation for order #${d.orderId}. We are sorry, but we are unable to supply this treatment to you.${d.refundDue ? "" : " No payment will be taken for this order."}`,
      },
      ...(d.refundDue ? [{ kind: "p" as const, text: refundText(d.orderId) }] : []),
      {
        kind: "p",
        text: `You can read more when you sign in to your account, or call us on ${s.contact_phone_number} to talk it through with our pharmacy team.`,
      },
      { kind: "heading", text: "Other support" },
      { kind: "p", text: "Your GP can talk with you about your health and about other support that may suit you." },
      {
        kind: "p",
        text: "If you need medical help urgently but it is not an emergency, call NHS 111 or go to 111.nhs.uk. In an emergency, call 999.",
      },
      { kind: "button", label: "Sign in to your account", href: d.accountUrl },
    ],
    s,
  );
}

/**
 * Decision 077: the outcome of the prescriber's review, once per consultation; an approval asks
 * to pay on the account (decision 100), and a refusal of an order already paid for says the
 * refund follows (decision 084). A correcting decision (decision 085) sends the new outcome once
 * more, once per correction.
 */
export async function queueConsultationReviewedEmail(
  db: DbOrTx,
  o: OrderRef & { consultationId: number; outcome: "approved" | "rejected"; correctionDecisionId?: number | null },
) {
  const refundDue = o.outcome === "rejected" && (await refundIsDue(db, o.orderId));
  return queueToPatient(db, {
    ...o,
    type: "consultation_reviewed",
    dedupeKey: o.correctionDecisionId
      ? `consultation-corrected:${o.correctionDecisionId}`
      : `consultation-reviewed:${o.consultationId}`,
    render: (s, accountUrl) =>
      o.outcome === "approved"
        ? consultationApprovedEmail({ orderId: o.orderId, accountUrl }, s)
        : consultationRejectedEmail({ orderId: o.orderId, accountUrl, refundDue }, s),
  });
}
