/**
 * An order as its patient sees it on /account: where it is, its timeline, and what to do next.
 * Pure: the operation reads the order's facts once (account.queries.ts `readPatientOrder`).
 */
import { type Courier, trackingUrl } from "@/shared/domain/dispensing/dispensing";
import { nextStepFor } from "@/shared/domain/orders/next-step";
import { availableActions, ORDER_STATE_LABEL, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { penceToDecimal } from "@/shared/domain/payments/money";
import { splitOpeningHours, type SettingsMap } from "@/shared/domain/site/settings";
import type { PaymentProvider } from "../../lib/payments/provider";
import type { OrderRow, PatientOrderFacts } from "./account.queries";

/**
 * `payments` is the payment provider (decision 100): while the order waits for payment, the
 * manual path offers the setting's payment link and the card provider "Pay now".
 */
export function toPatientOrder(
  o: OrderRow,
  { line, events, question, withCheckin, money }: PatientOrderFacts,
  settings: SettingsMap,
  payments: PaymentProvider,
) {
  const state = orderStateOf(o.order_status_id);
  const method = o.delivery_method === "pickup" ? "pickup" : o.delivery_method === "delivery" ? "delivery" : null;
  const toPay = state === "awaiting_payment" && money.position.outstanding > 0;
  const actions = availableActions({ id: o.order_id, state, deliveryMethod: method }, "patient");
  return {
    orderId: o.order_id,
    state,
    stateLabel: ORDER_STATE_LABEL[state],
    date: o.date,
    deliveryMethod: method,
    product: line?.product ?? line?.description ?? o.product_name ?? null,
    totalDue: o.total_due,
    deliveryAddress:
      method === "delivery"
        ? [o.ship_addr1, o.ship_addr2, o.ship_addr3, o.ship_postcode].filter((l): l is string => Boolean(l?.trim()))
        : [],
    courier: o.courier,
    trackingNumber: o.tracking_number,
    trackingUrl: o.courier && o.tracking_number ? trackingUrl(o.courier as Courier, o.tracking_number) : null,
    // The patient's timeline: when each state was reached and by whom in broad terms; staff notes stay in the back office.
    timeline: events.map((e) => ({
      id: e.id,
      at: e.at,
      state: e.state,
      label: e.label,
      by: e.actorKind === "patient" ? "You" : e.actorKind === "staff" ? "The pharmacy" : "Automatically",
    })),
    nextStep: nextStepFor(state, method, withCheckin),
    paymentLink: toPay ? payments.paymentLink(settings.payment_link_url, o.order_id) : null,
    payNow: toPay && payments.kind === "stripe",
    // A part payment leaves the order to pay with what remains (decision 101).
    amountPaid: penceToDecimal(money.position.held),
    leftToPay: toPay ? penceToDecimal(money.position.outstanding) : null,
    bookingUrl: state === "awaiting_review" && !withCheckin ? settings.cal_booking_url : null,
    question,
    collection:
      method === "pickup"
        ? {
            address: [
              settings.display_name,
              settings.pharmacy_address_line1,
              settings.pharmacy_address_line2,
              settings.pharmacy_address_line3,
            ].filter(Boolean),
            openingHours: splitOpeningHours(settings.pharmacy_opening_hours),
          }
        : null,
    canCancel: actions.includes("cancel"),
    /** Money held for it: what the cancel dialog says a cancellation does (a full refund) depends on it. */
    paid: money.position.held > 0,
    canConfirmReceipt: actions.includes("mark_delivered"),
  };
}
