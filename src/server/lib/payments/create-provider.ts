import type { Env } from "../../env";
import { manualProvider, type PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";

type ProviderEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE">;

/** Stripe when its secret key is set (env.ts then insists on the webhook's secret); the manual path otherwise. */
export function createPaymentProvider(env: ProviderEnv): PaymentProvider {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return manualProvider;
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
  });
}
