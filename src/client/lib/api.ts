import { hc } from "hono/client";
import type { AppType } from "@/server/app";

/** Typed client of our /api (docs/architecture.md, convention 4). Cookies go with every same-origin call. */
export const api = hc<AppType>("/").api;

/** What is shown when the server gave no words of its own (offline, a broken answer, a bug). */
export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** What the server says beside its message: e.g. every unmet approval rule (422), or the decision a second one met (409). */
export interface ApiErrorDetails {
  problems?: Array<{ rule: string; message: string }>;
  decision?: unknown;
  /** The patient form's step to go back to, when the refusal is put right there (decision 082). */
  step?: string;
}

/** The one error the client knows. Status 0: no answer from the server (offline) or a failure of our own code. */
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

/** Any thrown value as an ApiError: what did not come from the server has status 0 and the generic message. */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, GENERIC_ERROR_MESSAGE);
}

/** The HTTP status of a refusal, 0 when the server did not answer. */
export const errorStatus = (error: unknown) => toApiError(error).status;

/** A refusal of the server (4xx but a lapsed session): the request itself was wrong, sending it again will not help. */
export const isRefusal = (error: unknown) => {
  const status = errorStatus(error);
  return status >= 400 && status < 500 && status !== 401;
};

/** The server's words, or `fallback` when the server did not answer. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  const apiError = toApiError(error);
  if (apiError.status === 401) return "Your session has ended. Sign in again to continue.";
  return apiError.status === 0 ? fallback : apiError.message;
}

type JsonResponse = { ok: boolean; status: number; json(): Promise<unknown> };
/** The body type of the successful responses only: routes that answer c.json(x, 4xx) are typed ok: false. */
export type SuccessBody<R extends JsonResponse> = Awaited<ReturnType<Exclude<R, { ok: false }>["json"]>>;

/**
 * Returns the JSON body of a successful response; every failure is thrown as an ApiError: the server's
 * refusal with its message and field messages, an answer that is not JSON, or no answer at all.
 */
export async function unwrap<R extends JsonResponse>(responsePromise: Promise<R>): Promise<SuccessBody<R>> {
  let res: R;
  try {
    res = await responsePromise;
  } catch {
    throw new ApiError(0, GENERIC_ERROR_MESSAGE);
  }
  if (res.ok) {
    try {
      return (await res.json()) as SuccessBody<R>;
    } catch {
      throw new ApiError(0, GENERIC_ERROR_MESSAGE);
    }
  }
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
