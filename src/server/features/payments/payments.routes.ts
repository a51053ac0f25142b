import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import { handleStripeEvent } from "./handle-stripe-event";

/**
 * /api/payments: the card provider's webhook (decision 100). Public: Stripe calls it, and its
 * signature on the raw body, checked before anything is read, is the proof of who sent it.
 * Without the provider set up there is no such endpoint (404).
 */
export const paymentsRoutes = new Hono<AppEnv>().post("/stripe/webhook", async (c) => {
  const { payments, database, now, env, log } = c.var.deps;
  const raw = await c.req.text();
  let event;
  try {
    event = payments.verifyEvent(raw, c.req.header("stripe-signature"), now());
  } catch (error) {
    log.warn({ reqId: c.var.requestId }, "[payments] webhook refused: signature");
    throw error;
  }
  const result = await handleStripeEvent(database.db, event, { now: now(), appUrl: env.APP_URL });
  if (!result.replay) c.var.deps.wakeMailer();
  return c.json({ received: true });
});
