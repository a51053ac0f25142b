import { hc } from "hono/client";
import type { AppType } from "@/server/app";

/** Typed client of our /api (docs/architecture.md, convention 4). Cookies go with every same-origin call. */
export const api = hc<AppType>("/").api;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Returns the JSON body of a successful response; throws an ApiError with the server's message otherwise. */
type JsonResponse = { ok: boolean; status: number; json(): Promise<unknown> };
/** The body type of the successful responses only: routes that answer c.json(x, 4xx) are typed ok: false. */
export type SuccessBody<R extends JsonResponse> = Awaited<ReturnType<Exclude<R, { ok: false }>["json"]>>;

export async function unwrap<R extends JsonResponse>(responsePromise: Promise<R>): Promise<SuccessBody<R>> {
  const res = await responsePromise;
  if (res.ok) return (await res.json()) as SuccessBody<R>;
  let body: { error?: string; message?: string; fields?: Record<string, string> } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: keep the generic message
  }
  throw new ApiError(res.status, body.error ?? body.message ?? `Request failed (${res.status})`, body.fields);
}
