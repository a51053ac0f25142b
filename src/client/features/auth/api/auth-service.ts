/** Calls to better-auth's client, turned into the one ApiError carrying the service's message (docs/spec.md §8). */
import { ApiError } from "@/client/lib/api";
import { codeOfStatus, isRefusalCode } from "@/shared/errors";
import type { AuthClient } from "@/client/lib/auth-client";
import { UNEXPECTED_ERROR } from "../lib/notices";

interface ServiceResult<T> {
  data: T | null;
  error: { message?: string; status: number; code?: string } | null;
}

/**
 * Runs one auth call. A refusal (wrong password, 429 "Too many requests…", invalid token)
 * keeps the service's message, and the code of its status (src/shared/errors.ts); anything else
 * (offline, a broken answer) gets the generic one.
 * The error's message is what the page shows: a 401 here is refused credentials, not a lapsed
 * session, so it is read as `toApiError(error).message`, not through `errorMessage`.
 * The client library is fetched with the first call, not with the page: the sign-in page
 * shows sooner on a slow phone.
 */
export async function callAuthService<T>(call: (client: AuthClient) => Promise<ServiceResult<T>>): Promise<T> {
  let result: ServiceResult<T>;
  try {
    const { authClient } = await import("@/client/lib/auth-client");
    result = await call(authClient);
  } catch (error) {
    console.error("Auth request failed:", error);
    throw new ApiError(0, UNEXPECTED_ERROR);
  }
  if (result.error) {
    // better-auth answers in its own shape: its refusal of an unconfirmed address (decision 027) is ours by name.
    const code = result.error.code === "EMAIL_NOT_VERIFIED" ? "email_unconfirmed" : codeOfStatus(result.error.status);
    const message = result.error.message?.trim();
    throw new ApiError(result.error.status, message && isRefusalCode(code) ? message : UNEXPECTED_ERROR, { code });
  }
  return result.data as T;
}
