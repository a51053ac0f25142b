import { hc } from "hono/client";
import type { AppType } from "@/server/app";

/** Typed client of our /api (docs/architecture.md, convention 4). Cookies go with every same-origin call. */
export const api = hc<AppType>("/").api;

/** What the server says beside its message: e.g. every unmet approval rule (422), or the decision a second one met (409). */
export interface ApiErrorDetails {
  problems?: Array<{ rule: string; message: string }>;
  decision?: unknown;
  /** The patient form's step to go back to, when the refusal is put right there (decision 082). */
  step?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly details: ApiErrorDetails = {},
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
  let body: { error?: string; message?: string; fields?: Record<string, string> } & ApiErrorDetails = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: keep the generic message
  }
  const details: ApiErrorDetails = {
    ...(Array.isArray(body.problems) ? { problems: body.problems } : {}),
    ...(body.decision !== undefined ? { decision: body.decision } : {}),
    ...(typeof body.step === "string" ? { step: body.step } : {}),
  };
  throw new ApiError(res.status, body.error ?? body.message ?? `Request failed (${res.status})`, body.fields, details);
}
