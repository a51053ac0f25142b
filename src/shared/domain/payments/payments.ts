/**
 * Money for an order (decisions 100 and 101): what was received, what was given back, and what
 * is left to pay or to refund. The server decides with these functions; the screens explain the
 * same figures. Every sum is in pence (decision 009).
 */
import { formatPence, toPence } from "./money";

/** How an order is paid: by card through the provider, or recorded by staff ("manual"). */
export const PAYMENT_PROVIDERS = ["manual", "stripe"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_PROVIDER_LABEL: Record<PaymentProvider, string> = { manual: "Manual", stripe: "Stripe" };

/** What staff record by hand: "Mark paid" and a refund given back at the counter (decision 101). */
export const MANUAL_PAYMENT_METHODS = ["payment_link", "card_in_pharmacy", "bank_transfer", "cash"] as const;
/** Every method a payment or refund row may carry: a card payment online is the provider's. */
export const PAYMENT_METHODS = [...MANUAL_PAYMENT_METHODS, "card_online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  payment_link: "Payment link",
  card_in_pharmacy: "Card in the pharmacy",
  bank_transfer: "Bank transfer",
  cash: "Cash",
  card_online: "Card online",
};

/** The label of a stored method; an older or unknown value is shown as it is. */
export const methodLabel = (method: string) => PAYMENT_METHOD_LABEL[method as PaymentMethod] ?? method;

/** The patient's payment page: the setting's address with the order number added (its description says so). */
export function paymentLinkFor(base: string, orderId: number): string | null {
  try {
    const url = new URL(base);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    url.searchParams.set("order", String(orderId));
    return url.toString();
  } catch {
    return null;
  }
}

/** A refund waits for the provider to say how it ended; one recorded by hand is settled at once. */
export type RefundStatus = "pending" | "succeeded" | "failed";

export const REFUND_STATUS_LABEL: Record<RefundStatus, string> = {
  pending: "Refund pending",
  succeeded: "Refunded",
  failed: "Refund failed",
};

/** Where an order's money stands, in pence. */
export interface MoneyPosition {
  total: number;
  /** Received, every payment. */
  paid: number;
  /** Given back: the refunds that succeeded. */
  refunded: number;
  /** Asked of the provider and not yet settled. */
  refundPending: number;
  /** Still to pay before the order is paid: its total less the money held for it (never below zero). */
  outstanding: number;
  /** What may still be refunded: received, less what was given back or is on its way back. */
  refundable: number;
  /** Money the pharmacy holds for the order: received less given back. */
  held: number;
  /** Everything received has been given back. */
  fullyRefunded: boolean;
}

export function moneyPosition(
  total: string,
  payments: ReadonlyArray<{ amount: string }>,
  refunds: ReadonlyArray<{ amount: string; status: RefundStatus }>,
): MoneyPosition {
  const sum = (rows: ReadonlyArray<{ amount: string }>) => rows.reduce((n, r) => n + toPence(r.amount), 0);
  const totalPence = toPence(total);
  const paid = sum(payments);
  const refunded = sum(refunds.filter((r) => r.status === "succeeded"));
  const refundPending = sum(refunds.filter((r) => r.status === "pending"));
  return {
    total: totalPence,
    paid,
    refunded,
    refundPending,
    outstanding: Math.max(0, totalPence - (paid - refunded)),
    refundable: Math.max(0, paid - refunded - refundPending),
    held: paid - refunded,
    fullyRefunded: paid > 0 && refunded >= paid,
  };
}

/**
 * "Mark paid" records the amount actually received (decision 101): more than a penny, and never
 * more than is left to pay. Null when it may be recorded, else the field's message.
 */
export function markPaidAmountError(amountPence: number, outstandingPence: number): string | null {
  if (amountPence <= 0) return "Enter the amount received";
  if (amountPence > outstandingPence)
    return `The amount can't be more than the ${formatPence(outstandingPence)} left to pay`;
  return null;
}

/** A refund is more than a penny and never more than what was received and not yet given back. */
export function refundAmountError(amountPence: number, refundablePence: number): string | null {
  if (amountPence <= 0) return "Enter the amount to refund";
  if (amountPence > refundablePence)
    return `The refund can't be more than the ${formatPence(refundablePence)} paid and not yet refunded`;
  return null;
}

/**
 * The provider's idempotency key of a checkout (decision 100): one per order, amount and attempt,
 * so a double click or a retried request opens one checkout, and a new one is opened only once
 * the earlier has expired (the attempt counts the checkouts opened before).
 */
export const checkoutKey = (orderId: number, amountPence: number, attempt: number) =>
  `order-${orderId}-checkout-${amountPence}-${attempt}`;

/**
 * The provider's idempotency key of a refund: the order, the payment, what was already asked
 * back from it and this amount, so a retry after a lost answer never refunds twice.
 */
export const refundKey = (orderId: number, paymentId: number, alreadyAskedPence: number, amountPence: number) =>
  `order-${orderId}-refund-${paymentId}-${alreadyAskedPence}-${amountPence}`;

/** The name of the line the card checkout shows (decision 026: never the medicine). */
export const checkoutLineName = (orderId: number) => `Pharmacy order #${orderId}`;

/** What the reconciliation flags (decision 102), each a difference between the money and the orders. */
export type ReconciliationFlag = "dispensed_unpaid" | "payment_without_order" | "amount_differs";

export const RECONCILIATION_FLAG_LABEL: Record<ReconciliationFlag, string> = {
  dispensed_unpaid: "Dispensed without a recorded payment",
  payment_without_order: "Payment without an order",
  amount_differs: "Amounts differ",
};

/**
 * The day's totals of the reconciliation, in pence: received, given back (refunds that
 * succeeded), on their way back, and what the day leaves, per provider and in all.
 */
export function dayTotals(
  rows: ReadonlyArray<{ kind: "payment" | "refund"; provider: string; amount: string; status: string }>,
) {
  const blank = () => ({ received: 0, refunded: 0, refundPending: 0, net: 0 });
  const all = blank();
  const byProvider: Record<PaymentProvider, ReturnType<typeof blank>> = { manual: blank(), stripe: blank() };
  for (const r of rows) {
    const pence = toPence(r.amount);
    const own = (PAYMENT_PROVIDERS as readonly string[]).includes(r.provider)
      ? byProvider[r.provider as PaymentProvider]
      : null;
    for (const t of own ? [all, own] : [all]) {
      if (r.kind === "payment") t.received += pence;
      else if (r.status === "succeeded") t.refunded += pence;
      else if (r.status === "pending") t.refundPending += pence;
    }
  }
  for (const t of [all, byProvider.manual, byProvider.stripe]) t.net = t.received - t.refunded;
  return { all, byProvider };
}
