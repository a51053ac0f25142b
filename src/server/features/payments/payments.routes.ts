import { Hono } from "hono";
import { AppError } from "../../lib/http/app-error";
import type { AppEnv } from "../../deps";
import { handleStripeEvent } from "./handle-stripe-event";

/**
 * /api/payments: the card provider's webhook (decision 100). Public: Stripe calls it, and its
 * signature on the raw body, checked before anything is read, is the proof of who sent it.
 * Without the provider set up there is no such endpoint (404).
 */
export const paymentsRoutes = new Hono<AppEnv>().post("/stripe/webhook", async (c) => {
  const { ctx } = c.var;
  const raw = await c.req.text();
  try {
    const event = ctx.payments.verifyEvent(raw, c.req.header("stripe-signature"), ctx.now);
    const result = await handleStripeEvent(ctx, event);
    if (!result.replay) c.var.deps.wakeMailer();
    return c.json({ received: true });
  } catch (error) {
    // A refused event (bad signature, unknown order) is worth a line: it may be an attack or a misconfiguration.
    if (error instanceof AppError && error.status === 400)
      c.var.deps.log.warn({ reqId: c.var.requestId, reason: error.message }, "[payments] webhook event refused");
    throw error;
  }
});
