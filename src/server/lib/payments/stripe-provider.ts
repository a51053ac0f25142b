/**
 * The Stripe provider (decision 100), through the official SDK: a Checkout Session per order and
 * amount, refunds of a PaymentIntent, and the webhook's signature checked on the raw body. The
 * two calls carry an idempotency key, so a retried request never charges or refunds twice.
 */
import Stripe from "stripe";
import { checkoutLineName } from "@/shared/domain/payments/payments";
import { AppError } from "../http/app-error";
import type { PaymentProvider } from "./provider";

/** decision 100: an event signed more than 5 minutes before it is received is refused (a replayed capture). */
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const UNAVAILABLE = "The card payment service is not answering. Please try again in a moment.";

interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another host for the API (a local stand-in in tests). */
  apiBase?: string;
}

function hostOf(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? ("http" as const) : ("https" as const);
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** A refusal or outage of the provider, as the caller sees it: never the provider's own words. */
function providerFailure(error: unknown): AppError {
  if (error instanceof Stripe.errors.StripeError && error.type === "StripeInvalidRequestError") {
    return new AppError("conflict", "The card payment service refused the request. Please contact the pharmacy.");
  }
  return new AppError("bad_gateway", UNAVAILABLE);
}

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...hostOf(config.apiBase),
  });

  return {
    kind: "stripe",
    paymentLink: () => null,

    async openCheckout(r) {
      const metadata = { order_id: String(r.orderId), patient_id: String(r.patientId) };
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            currency: "gbp",
            // decision 026: the line names the order, never the medicine.
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "gbp",
                  unit_amount: r.amountPence,
                  product_data: { name: checkoutLineName(r.orderId) },
                },
              },
            ],
            client_reference_id: String(r.orderId),
            metadata,
            // The card payment carries the order too, so its refunds can be matched to it.
            payment_intent_data: { metadata, description: checkoutLineName(r.orderId) },
            success_url: r.returnUrl,
            cancel_url: r.returnUrl,
          },
          { idempotencyKey: r.idempotencyKey },
        );
        if (!session.url) throw new Error("checkout session without a url");
        return {
          sessionId: session.id,
          url: session.url,
          amountPence: session.amount_total ?? r.amountPence,
          currency: (session.currency ?? "gbp").toUpperCase(),
          expiresAt: new Date(session.expires_at * 1000),
        };
      } catch (error) {
        throw providerFailure(error);
      }
    },

    async refund(r) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: r.providerPaymentId,
            amount: r.amountPence,
            metadata: { order_id: String(r.orderId) },
          },
          { idempotencyKey: r.idempotencyKey },
        );
        return { refundId: refund.id, status: refund.status ?? "pending" };
      } catch (error) {
        throw providerFailure(error);
      }
    },

    verifyEvent(rawBody, signature, now) {
      if (!signature) throw new AppError("invalid_input", "Missing signature");
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch {
        throw new AppError("invalid_input", "Invalid signature");
      }
    },
  };
}
