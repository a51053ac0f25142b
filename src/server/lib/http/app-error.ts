import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Field messages keyed by dotted path, e.g. { "email": "Invalid email address" }. */
export type FieldErrors = Record<string, string>;

/** What went wrong, in words a program can test; the HTTP status and the message say it to the caller. */
export type AppErrorCode =
  | "invalid_input"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "too_large"
  | "unsupported_media_type"
  | "unprocessable"
  | "rate_limited"
  | "bad_gateway"
  | "unavailable";

const STATUS_OF: Record<AppErrorCode, ContentfulStatusCode> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
};

/**
 * The one error an operation, a middleware or a validation hook throws for a refusal the caller
 * should see (docs/architecture.md, convention 12). The app's one `onError` (app.ts) answers it as
 * `{ error: message, fields? }` with its status and headers; anything else thrown is a 500
 * whose message never leaves the server.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string>;
  /** More for the caller beside the message: e.g. every unmet approval rule, or the decision a second one met. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: { fields?: FieldErrors; headers?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = STATUS_OF[code];
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.details = options.details;
  }
}

/** The response body of an AppError: the shape the client's ApiError reads, with any details beside it. */
export function appErrorBody(error: AppError): { error: string; fields?: FieldErrors } & Record<string, unknown> {
  return { ...error.details, error: error.message, ...(error.fields ? { fields: error.fields } : {}) };
}
