/**
 * The tests' typed client of /api: the pages' own (src/client/lib/api.ts), hc<AppType>, so a
 * test's request and the body it reads are typed from the route, as a page's are. Each test
 * client has one (`c.api`), sent through that client's own request path: its cookie, address and
 * Origin, so sessions, the CSRF check and rate limits behave as for its string calls.
 */
import { hc } from "hono/client";
import { z } from "zod";
import type { AppType } from "@/server/app";
import { type ErrorBody, isErrorCode } from "@/shared/errors";

/** A test client's one way to the app: a path (with its query) and the request's method, headers and body. */
export type Send = (path: string, init: RequestInit) => Promise<Response>;

/** The typed /api of a test client whose requests go through `send`. */
export function typedApi(baseUrl: string, send: Send) {
  return hc<AppType>(baseUrl, {
    // The path alone, as the string calls send it: the app sees the same URL either way.
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input);
      return send(url.pathname + url.search, init ?? {});
    },
  }).api;
}

/** What a refusal of the API says (src/shared/errors.ts), with the details some refusals carry beside it. */
export interface RefusalBody extends ErrorBody {
  /** Every unmet approval rule (422). */
  problems?: Array<{ rule: string; message: string }>;
  /** The decision a second one met (409). */
  decision?: unknown;
  /** The patient form's step to go back to (decision 082). */
  step?: string;
}

/** An answer of either client: a Response, or the typed client's (typed by its route). */
export type Answered = { ok: boolean; status: number; text(): Promise<string> };

/**
 * The body of a refusal of the API. A route's typed body is that of its answers; a refusal is
 * thrown and answered by the app's one error handler, always `{ error, code, fields? }`: this
 * reads it, and fails when the answer is not a refusal in that shape.
 */
export async function errorBody(res: Answered): Promise<RefusalBody> {
  const text = await res.text();
  if (res.ok) throw new Error(`expected a refusal, got ${res.status}: ${text}`);
  const body = JSON.parse(text) as Partial<RefusalBody>;
  if (typeof body.error !== "string" || !isErrorCode(body.code))
    throw new Error(`not an error answer of the API (${res.status}): ${text}`);
  return body as RefusalBody;
}

/**
 * The body of an answer of a route outside AppType (better-auth's, the development pages'),
 * checked against `schema`, the shape that route sends: fails naming `what` was expected, with
 * the answer itself, when it is not that shape. Loose schemas keep every key the answer had.
 */
export async function answerAs<S extends z.ZodType>(res: Answered, what: string, schema: S): Promise<z.infer<S>> {
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`expected ${what}, got ${res.status}: ${text}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Error(`expected ${what}, got ${res.status}, another shape:\n${z.prettifyError(parsed.error)}\n${text}`);
  return parsed.data;
}
