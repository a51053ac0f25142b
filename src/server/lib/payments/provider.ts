/**
 * Payment, behind one module (decision 100, superseding decision 029's "link plus Mark paid"):
 * one interface, two providers. `manual` is the payment link of the `payment_link_url` setting
 * plus staff's "Mark paid"; `stripe` takes cards through Stripe Checkout and learns of payments
 * and refunds only from its signed webhook. STRIPE_SECRET_KEY chooses (server/env.ts); without
 * it the product runs with no account at all (./create-provider). "Mark paid" stays with either, for the counter.
 */
import type Stripe from "stripe";
import type { PaymentProvider as ProviderKind } from "@/shared/domain/payments/payments";
import { paymentLinkFor } from "@/shared/domain/payments/payments";
import { AppError } from "../http/app-error";

export interface OpenCheckout {
  orderId: number;
  patientId: number;
  amountPence: number;
  idempotencyKey: string;
  /** Where the patient comes back to, paid or not: their order's page. */
  returnUrl: string;
}

export interface Checkout {
  sessionId: string;
  url: string;
  amountPence: number;
  currency: string;
  expiresAt: Date;
}

export interface AskRefund {
  orderId: number;
  providerPaymentId: string;
  amountPence: number;
  idempotencyKey: string;
}

export interface ProviderRefund {
  refundId: string;
  status: string;
}

/** A provider's event, its signature checked. */
export type ProviderEvent = Stripe.Event;

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** The patient's payment link (manual), or null where the server opens a checkout instead. */
  paymentLink(linkSetting: string, orderId: number): string | null;
  /** Opens a card checkout for the amount; the provider's idempotency key makes a retry open none twice. */
  openCheckout(request: OpenCheckout): Promise<Checkout>;
  /** Asks the provider to give back part or all of a card payment. */
  refund(request: AskRefund): Promise<ProviderRefund>;
  /** The event of a webhook request, if it is signed with the endpoint's secret and fresh by `now`; a 400 otherwise. */
  verifyEvent(rawBody: string, signature: string | undefined, now: Date): ProviderEvent;
}

const NO_CARD_PAYMENTS = "Card payments are not set up. Please use the payment link or pay at the pharmacy.";

/** Today's way: the link of the setting, and staff record what arrives ("Mark paid"). */
export const manualProvider: PaymentProvider = {
  kind: "manual",
  paymentLink: (linkSetting, orderId) => paymentLinkFor(linkSetting, orderId),
  openCheckout: () => Promise.reject(new AppError("conflict", NO_CARD_PAYMENTS)),
  refund: () => Promise.reject(new AppError("conflict", NO_CARD_PAYMENTS)),
  verifyEvent: () => {
    throw new AppError("not_found", "Not found");
  },
};
