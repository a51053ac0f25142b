/**
 * A small local stand-in for the two Stripe calls the product makes (decision 100): create a
 * Checkout Session and create a refund, reached through STRIPE_API_BASE so no test touches the
 * network. It answers as Stripe does where the product reads the answer, honours idempotency
 * keys (the same key answers the same object), and serves a page at each session's URL. Events
 * are built here and signed with the SDK's own `generateTestHeaderString`. Given the product's
 * webhook address (the journeys), it acts as Stripe would: its checkout page's "Pay" sends the
 * signed checkout.session.completed and returns to the success address, and a refund it
 * created is reported succeeded by a signed refund.updated a moment later.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const STAND_IN_SECRET_KEY = "sk_test_stand_in";
export const STAND_IN_WEBHOOK_SECRET = "whsec_stand_in_secret";

export interface StandInRequest {
  path: string;
  idempotencyKey: string | null;
  params: URLSearchParams;
}

export interface StandInSession {
  id: string;
  url: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  success_url: string;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => resolve(body));
  });

/** Nested form fields (metadata[order_id]) as an object. */
function fieldsUnder(params: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.startsWith(`${prefix}[`)) out[key.slice(prefix.length + 1, -1)] = value;
  }
  return out;
}

export async function startStripeStandIn(opts: { port?: number; now?: () => Date; webhookUrl?: string } = {}) {
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const byKey = new Map<string, string>();
  let next = 1;
  /** The next refund's status as Stripe first answers it (card refunds usually "succeeded" at once). */
  let refundStatus = "pending";
  const now = opts.now ?? (() => new Date());

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const params = new URLSearchParams(body);
      const path = (req.url ?? "").split("?")[0]!;
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${next}` });
        res.end(JSON.stringify(value));
      };
      if (req.method === "GET" && path.startsWith("/checkout/")) {
        const session = sessions.get(path.slice("/checkout/".length));
        const price = session ? `£${(session.amount_total / 100).toFixed(2)}` : "";
        res.writeHead(session ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
        res.end(
          session
            ? `<!doctype html><html lang="en"><title>Test checkout</title><main><h1>Test checkout</h1><p>${session.id}</p><form method="post" action="/checkout/${session.id}/pay"><button>Pay ${price}</button></form></main></html>`
            : "<!doctype html><title>Not found</title>",
        );
        return;
      }
      if (req.method === "POST" && /^\/checkout\/[^/]+\/pay$/.test(path) && opts.webhookUrl) {
        const session = sessions.get(path.split("/")[2]!);
        if (!session) return json(404, {});
        const { body: event, headers } = signedWebhook(checkoutCompleted(session));
        await fetch(opts.webhookUrl, { method: "POST", body: event, headers });
        res.writeHead(303, { location: session.success_url });
        return res.end();
      }
      if (req.method !== "POST") return json(404, { error: { type: "invalid_request_error", message: "Not found" } });
      requests.push({ path, idempotencyKey: key, params });
      const remembered = key ? byKey.get(`${path} ${key}`) : undefined;
      if (remembered) {
        res.writeHead(200, { "content-type": "application/json", "idempotent-replayed": "true" });
        return res.end(remembered);
      }
      const answer = (value: unknown) => {
        const text = JSON.stringify(value);
        if (key) byKey.set(`${path} ${key}`, text);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(text);
      };
      if (path === "/v1/checkout/sessions") {
        const id = `cs_test_${next++}`;
        const base = `http://${req.headers.host}`;
        const session: StandInSession = {
          id,
          url: `${base}/checkout/${id}`,
          amount_total: Number(params.get("line_items[0][price_data][unit_amount]")),
          currency: params.get("currency") ?? "gbp",
          metadata: fieldsUnder(params, "metadata"),
          payment_intent: `pi_test_${id.slice(8)}`,
          success_url: params.get("success_url") ?? "",
        };
        sessions.set(id, session);
        return answer({
          id,
          object: "checkout.session",
          url: session.url,
          amount_total: session.amount_total,
          currency: session.currency,
          metadata: session.metadata,
          client_reference_id: params.get("client_reference_id"),
          mode: "payment",
          status: "open",
          payment_status: "unpaid",
          payment_intent: null,
          expires_at: Math.floor(now().getTime() / 1000) + 24 * 3600,
        });
      }
      if (path === "/v1/refunds") {
        const refund = {
          id: `re_test_${next++}`,
          object: "refund",
          amount: Number(params.get("amount")),
          currency: "gbp",
          payment_intent: params.get("payment_intent"),
          metadata: fieldsUnder(params, "metadata"),
          status: refundStatus,
        };
        answer(refund);
        if (opts.webhookUrl) {
          const webhookUrl = opts.webhookUrl;
          // As Stripe does, a moment after answering: the refund has gone back to the card.
          setTimeout(() => {
            const done = refundEvent({
              id: refund.id,
              paymentIntent: refund.payment_intent ?? "",
              amount: refund.amount,
              status: "succeeded",
            });
            const { body: event, headers } = signedWebhook(done);
            void fetch(webhookUrl, { method: "POST", body: event, headers }).catch(() => undefined);
          }, 300);
        }
        return;
      }
      json(404, { error: { type: "invalid_request_error", message: `Unknown path ${path}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    /** The environment that points the product at the stand-in. */
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    },
    requests,
    sessions,
    setRefundStatus: (status: string) => (refundStatus = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

let nextEvent = 1;

/** A Stripe event of `type` about `object`, as the webhook receives it. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${nextEvent++}`) {
  return { id, object: "event", type, api_version: "2026-10-28.endive", created: 0, data: { object } };
}

/** A completed checkout of `session`, paid unless told otherwise; the amount and currency may be changed. */
export function checkoutCompleted(session: StandInSession, over: Record<string, unknown> = {}) {
  return stripeEvent("checkout.session.completed", {
    id: session.id,
    object: "checkout.session",
    amount_total: session.amount_total,
    currency: session.currency,
    metadata: session.metadata,
    client_reference_id: session.metadata.order_id,
    payment_intent: session.payment_intent,
    payment_status: "paid",
    status: "complete",
    ...over,
  });
}

/** A refund event (refund.updated unless told) of `amount` pence of a payment. */
export function refundEvent(
  r: { id: string; paymentIntent: string; amount: number; status: string },
  type = "refund.updated",
) {
  return stripeEvent(type, {
    id: r.id,
    object: "refund",
    amount: r.amount,
    currency: "gbp",
    payment_intent: r.paymentIntent,
    status: r.status,
  });
}

const stripe = new Stripe(STAND_IN_SECRET_KEY);

/** The request Stripe would send: the body as it is and its signature, made at `at` (now unless told). */
export function signedWebhook(
  event: unknown,
  opts: { at?: Date; secret?: string } = {},
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: opts.secret ?? STAND_IN_WEBHOOK_SECRET,
    timestamp: Math.floor((opts.at ?? new Date()).getTime() / 1000),
  });
  return { body, headers: { "stripe-signature": signature, "content-type": "application/json" } };
}
