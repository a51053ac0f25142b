/**
 * The closed list of error codes (docs/architecture.md, convention 12). Every error answer of the
 * API is `{ error, code, fields? }`: `error` is the message for the user, `code` what a program
 * tests, `fields` the messages of the fields it refuses. The server throws them (AppError) and the
 * client reads them (ApiError); a page branches on the code, never on a status or a message.
 * better-auth's own endpoints under /api/auth answer in their own shape; the client reads their
 * status as the code of the same status (`codeOfStatus`).
 *
 * Most codes say only what kind of refusal it is, one per HTTP status. A refusal a page must tell
 * apart from another of the same status has a code of its own, listed after them.
 */
export const ERROR_STATUS = {
  /** The request's input is refused by its schema or a rule: `fields` says which. */
  invalid_input: 400,
  /** Nobody is signed in (or the session has ended). */
  unauthenticated: 401,
  /** Signed in, but not allowed this (role, second factor, a foreign origin). */
  forbidden: 403,
  /** No such record, or not one the caller may see; an unknown API path. */
  not_found: 404,
  /** The record is not in a state that allows it (already done, changed since it was read). */
  conflict: 409,
  /** What the request names has lapsed (an expired link). */
  gone: 410,
  /** The request's body is over its limit. */
  too_large: 413,
  /** A file of a type that is not accepted. */
  unsupported_media_type: 415,
  /** Well formed, but the rules it must meet are not all met: the body lists them. */
  unprocessable: 422,
  /** Too many requests in a while; `Retry-After` says when to try again. */
  rate_limited: 429,
  /** Something went wrong on the server; its message says nothing of it. */
  internal: 500,
  /** A service the server relies on (the card provider) failed. */
  bad_gateway: 502,
  /** The server cannot serve now (its database does not answer); `Retry-After` says when to try again. */
  unavailable: 503,

  /**
   * A first-order step refused because the patient's next pen is requested from their account
   * (decision 083): the page takes them to the re-order instead of saying the refusal.
   */
  next_pen_from_account: 409,
  /**
   * The signed-in patient's (or the signing-in person's) e-mail address is not confirmed yet
   * (decision 027): the sign-in offers a new link. better-auth's sign-in says it as
   * `EMAIL_NOT_VERIFIED`.
   */
  email_unconfirmed: 403,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The body of every error answer of the API (better-auth's own endpoints aside). */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  /** Field messages keyed by dotted path, e.g. { "address.postcode": "Enter a postcode" }. */
  fields?: Record<string, string>;
}

/**
 * The code that says only the kind of refusal of each status: the first one listed for it in
 * ERROR_STATUS (the codes of their own come after those).
 */
const CODE_OF_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as Array<[ErrorCode, number]>).reverse().map(([code, status]) => [status, code]),
);

/** The code of an answer that carries none (Hono's own refusals, better-auth's): the kind of its status. */
export function codeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS.get(status) ?? (status >= 400 && status < 500 ? "invalid_input" : "internal");
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
}

/** Whether the code is a refusal of the request itself (a 4xx): sending it again as it is will not help. */
export function isRefusalCode(code: ErrorCode): boolean {
  return ERROR_STATUS[code] < 500;
}
