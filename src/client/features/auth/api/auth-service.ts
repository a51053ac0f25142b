/** Calls to better-auth's client, turned into thrown errors carrying the service's message (docs/spec.md §8). */
import type { AuthClient } from "@/client/lib/auth-client";
import { UNEXPECTED_ERROR } from "../lib/notices";

export class AuthServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "AuthServiceError";
  }
}

interface ServiceResult<T> {
  data: T | null;
  error: { message?: string; status: number } | null;
}

/**
 * Runs one auth call. A refusal (wrong password, 429 "Too many requests…", invalid token)
 * keeps the service's message; anything else (offline, a broken answer) gets the generic one.
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
    throw new AuthServiceError(UNEXPECTED_ERROR, 0);
  }
  if (result.error) {
    const message = result.error.message?.trim();
    throw new AuthServiceError(message && result.error.status < 500 ? message : UNEXPECTED_ERROR, result.error.status);
  }
  return result.data as T;
}

export const errorMessage = (error: unknown) => (error instanceof AuthServiceError ? error.message : UNEXPECTED_ERROR);
