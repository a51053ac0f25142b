/**
 * Request bodies above `maxBytes` are answered 413 (`too_large`). The refused body is still read from the
 * connection (up to `drainBytes`), so a keep-alive connection stays in step and the client's
 * next request on it works; a body larger than that is not read at all and the answer says
 * `Connection: close`, so the client opens a new connection instead of seeing a broken one.
 */
import type { MiddlewareHandler } from "hono";
import { errorBody } from "./app-error";

export interface BodyLimitOptions {
  maxBytes: number;
  /** How much of a refused body is read and thrown away to keep the connection usable. */
  drainBytes?: number;
  message?: string;
}

export function limitBody({
  maxBytes,
  drainBytes = 8 * 1024 * 1024,
  message = "Request body too large",
}: BodyLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("content-length");
    const chunked = c.req.header("transfer-encoding") !== undefined;
    // A declared length is enforced by the HTTP parser: a body within it can be left to the handler.
    if (declared !== undefined && !chunked && Number(declared) <= maxBytes) return next();
    const refuse = (drained: boolean) => {
      if (!drained) c.header("Connection", "close");
      return c.json(errorBody("too_large", message), 413);
    };
    if (declared !== undefined && !chunked && Number(declared) > drainBytes) return refuse(false);

    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > drainBytes) {
        await reader.cancel().catch(() => undefined);
        return refuse(false);
      }
      if (size <= maxBytes) chunks.push(value);
    }
    if (size > maxBytes) return refuse(true);
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}
