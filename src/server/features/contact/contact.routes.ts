import { Hono } from "hono";
import {
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_LIMITED_MESSAGE,
  contactMessageSchema,
} from "@/shared/schemas/people/contact";
import type { AppEnv } from "../../deps";
import { rateLimitByIp, rateLimitBySender } from "../../lib/http/rate-limit-middleware";
import { validate } from "../../lib/http/validate";
import { storeContactMessage } from "./store-contact-message";

/** docs/spec.md §2 /contact: a visitor's message, stored and acknowledged by e-mail (decision 015). */
export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimitByIp("contact", CONTACT_RATE_LIMIT, CONTACT_RATE_LIMITED_MESSAGE),
  validate("json", contactMessageSchema),
  rateLimitBySender("contact-sender", CONTACT_RATE_LIMIT, CONTACT_RATE_LIMITED_MESSAGE),
  async (c) => {
    await storeContactMessage(c.var.ctx, c.req.valid("json"));
    c.var.deps.wakeMailer();
    return c.json({ received: true as const }, 201);
  },
);
