/**
 * The better-auth endpoints the server answers, and how: the second factor set up by staff only
 * (decision 065), no session token in a body, and the answers that could tell whether an address
 * has an account held to one wording and a floor of time (./even-answers.ts, decision 027).
 */
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../deps";
import { CLIENT_IP_HEADER } from "./auth";
import { waitForFloor, withClearUnconfirmedMessage } from "./even-answers";
import { findEmployee } from "./middleware";
import { AppError } from "../lib/http/app-error";

/**
 * The better-auth endpoints the product uses. The library has many more (profile and e-mail
 * changes, session lists that show tokens, account deletion, OAuth callbacks, a password
 * check); none of those is reachable, so each is a JSON 404.
 */
export const AUTH_ENDPOINTS = [
  ["POST", "/api/auth/sign-up/email"],
  ["POST", "/api/auth/sign-in/email"],
  ["POST", "/api/auth/sign-out"],
  ["POST", "/api/auth/request-password-reset"],
  ["POST", "/api/auth/reset-password"],
  // Decision 063: the confirmation page sends the token of the welcome e-mail's link.
  ["GET", "/api/auth/verify-email"],
  // Decision 027: a new link, by address (an unconfirmed account cannot sign in to ask for one).
  // It only ever goes to an existing, unconfirmed account's own address.
  ["POST", "/api/auth/send-verification-email"],
  // Decision 065: staff set up a time-based code (enable, then verify), and sign in with it or a backup code.
  ["POST", "/api/auth/two-factor/enable"],
  ["POST", "/api/auth/two-factor/verify-totp"],
  ["POST", "/api/auth/two-factor/verify-backup-code"],
] as const;

/**
 * better-auth puts the session token in the JSON of sign-up and sign-in too. The browser needs
 * only the HttpOnly cookie; a token in a body is one a script could read.
 */
async function withoutSessionToken(res: Response): Promise<Response> {
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || !("token" in body)) return res;
  const { token: _token, ...rest } = body;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(rest), { status: res.status, statusText: res.statusText, headers });
}

/** Whether the request's session is an employee's (the setup of a second factor is for staff). */
async function signedInEmployee(c: Context<AppEnv>): Promise<"signed-out" | "not-employee" | "employee"> {
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return "signed-out";
  const access = await findEmployee(c.var.deps.database.db, {
    ...session.user,
    twoFactorEnabled: session.user.twoFactorEnabled === true,
  });
  return access.employee ? "employee" : "not-employee";
}

/** The one handler of AUTH_ENDPOINTS. better-auth reads the client IP (for its rate limits) only from the header set here. */
export function authEndpointHandler(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    if (c.req.path === "/api/auth/two-factor/enable") {
      const access = await signedInEmployee(c);
      if (access === "signed-out") throw new AppError("unauthenticated", "No authenticated user found");
      if (access === "not-employee")
        throw new AppError("forbidden", "Two-factor authentication is set up by staff only");
    } else if (c.req.path.startsWith("/api/auth/two-factor/") && !c.req.header("cookie")?.includes("two_factor=")) {
      // A code is checked for a sign-in under way (its two_factor cookie) or a session; without
      // either there is nobody to check it for, whatever the body says.
      if (!(await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers })))
        throw new AppError("unauthenticated", "No authenticated user found");
    }
    const started = performance.now();
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    const res = await withClearUnconfirmedMessage(
      c.req.path,
      await withoutSessionToken(await deps.auth.handler(new Request(c.req.raw, { headers }))),
    );
    await waitForFloor(deps.answerFloors, c.req.path, started);
    return res;
  };
}
