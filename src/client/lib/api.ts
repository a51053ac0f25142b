import { hc } from "hono/client";
import type { AppType } from "@/server/app";
import { codeOfStatus, type ErrorCode, isErrorCode, isRefusalCode } from "@/shared/errors";

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

/**
 * What the client says of a request the server did not answer: offline, an answer that is not
 * the API's, or a failure of the client's own code. The server never sends it.
 */
export const NO_ANSWER = "no_answer";

/** An ApiError's code: one of the closed list the server answers with (src/shared/errors.ts), or NO_ANSWER. */
export type ApiErrorCode = ErrorCode | typeof NO_ANSWER;

/**
 * The one error the client knows. A page branches on its `code` (docs/architecture.md, convention
 * 12), never on its status or its words; `status` is the HTTP status, 0 when there was no answer.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;
  readonly details: ApiErrorDetails;

  constructor(
    readonly status: number,
    message: string,
    options: { code?: ApiErrorCode; fields?: Record<string, string>; details?: ApiErrorDetails } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = options.code ?? (status === 0 ? NO_ANSWER : codeOfStatus(status));
    this.fields = options.fields ?? {};
    this.details = options.details ?? {};
  }
}

/** Any thrown value as an ApiError: what did not come from the server is NO_ANSWER with the generic message. */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, GENERIC_ERROR_MESSAGE);
}

/** The code of an error (NO_ANSWER for anything the server did not say). */
export const errorCode = (error: unknown): ApiErrorCode => toApiError(error).code;

/** Whether the server refused the request itself (a 4xx code): sending it again as it is will not help. */
export const isRefused = (error: unknown) => {
  const code = errorCode(error);
  return code !== NO_ANSWER && isRefusalCode(code);
};

/** The server's words, or `fallback` when the server did not answer. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  const apiError = toApiError(error);
  if (apiError.code === "unauthenticated") return "Your session has ended. Sign in again to continue.";
  return apiError.code === NO_ANSWER ? fallback : apiError.message;
}

type JsonResponse = { ok: boolean; status: number; json(): Promise<unknown> };
/** The body type of the successful responses only: routes that answer c.json(x, 4xx) are typed ok: false. */
export type SuccessBody<R extends JsonResponse> = Awaited<ReturnType<Exclude<R, { ok: false }>["json"]>>;

/**
 * Returns the JSON body of a successful response; every failure is thrown as an ApiError: the server's
 * refusal with its code, message and field messages, an answer that is not JSON, or no answer at all.
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
  let body: { error?: string; message?: string; code?: unknown; fields?: Record<string, string> } & ApiErrorDetails =
    {};
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
  throw new ApiError(res.status, body.error ?? body.message ?? `Request failed (${res.status})`, {
    // An answer without a code of ours (a proxy's, better-auth's) gets the code of its status.
    code: isErrorCode(body.code) ? body.code : codeOfStatus(res.status),
    fields: body.fields,
    details,
  });
}
