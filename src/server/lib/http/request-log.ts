/**
 * Gives every request an id (kept from a proxy's X-Request-Id when it is a plain token, else
 * new), returns it in the X-Request-Id header, and writes one log line when the answer is sent.
 * The path is logged without its query string: links carry tokens there.
 */
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../deps";

const REQUEST_ID_HEADER = "X-Request-Id";
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header(REQUEST_ID_HEADER);
  const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
  c.set("requestId", requestId);
  const started = performance.now();
  try {
    await next();
  } finally {
    c.header(REQUEST_ID_HEADER, requestId);
    c.var.deps.log.info(
      {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path.slice(0, 300),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        ip: c.var.clientIp,
      },
      "request",
    );
  }
};
