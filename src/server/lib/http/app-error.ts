import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from "@/shared/errors";

/** Field messages keyed by dotted path, e.g. { "email": "Invalid email address" }. */
export type FieldErrors = Record<string, string>;

/**
 * The one error an operation, a middleware or a validation hook throws for a refusal the caller
 * should see (docs/architecture.md, convention 12). The app's one `onError` (app.ts) answers it as
 * `{ error: message, code, fields? }` with its code's status and headers; anything else thrown is
 * a 500 (`internal`) whose message never leaves the server.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string>;
  /** More for the caller beside the message: e.g. every unmet approval rule, or the decision a second one met. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    /** What went wrong, from the closed list of src/shared/errors.ts; its HTTP status goes with it. */
    readonly code: ErrorCode,
    message: string,
    options: { fields?: FieldErrors; headers?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.details = options.details;
  }
}

/** The response body of an AppError: the shape the client's ApiError reads, with any details beside it. */
export function appErrorBody(error: AppError): ErrorBody & Record<string, unknown> {
  return errorBody(error.code, error.message, error.fields, error.details);
}

/** An error answer's body (src/shared/errors.ts): the message, its code, any field messages and details. */
export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: FieldErrors,
  details?: Record<string, unknown>,
): ErrorBody & Record<string, unknown> {
  return { ...details, error: message, code, ...(fields ? { fields } : {}) };
}
