/** The links better-auth e-mails (confirmation and password reset): what makes one refused, revoked or already sent. */
import { verifyJWT } from "better-auth/crypto";
import { and, eq, like, ne } from "drizzle-orm";
import { hasControlChars } from "@/shared/schemas/text";
import type { Db } from "../db/client";
import * as schema from "../db/schema";

/** The payload of a JWT as written, unverified: only to tell an expired link from a broken one. */
function unverifiedPayload(token: string): { exp?: unknown } | null {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { exp?: unknown };
  } catch {
    return null;
  }
}

/**
 * Why a confirmation link is refused, or null for one better-auth will accept. A link whose
 * account is already confirmed has been used: refused, so it cannot be mistaken for a first
 * confirmation. The signature is checked by better-auth's own JWT verification; `now` tells an
 * expired link from a broken one, on the time the library stamped and checks it by.
 */
export async function confirmationTokenProblem(
  db: Db,
  secret: string,
  token: unknown,
  now: Date,
): Promise<"invalid" | "expired" | "used" | null> {
  if (typeof token !== "string" || !token || hasControlChars(token)) return "invalid";
  const payload = await verifyJWT(token, secret);
  if (!payload) {
    const exp = unverifiedPayload(token)?.exp;
    return typeof exp === "number" && exp * 1000 < now.getTime() ? "expired" : "invalid";
  }
  if (typeof payload.userId !== "string" || typeof payload.email !== "string" || payload.updateTo) return "invalid";
  const [owner] = await db
    .select({ email: schema.user.email, verified: schema.user.emailVerified })
    .from(schema.user)
    .where(eq(schema.user.id, payload.userId))
    .limit(1);
  if (!owner || owner.email.toLowerCase() !== payload.email.toLowerCase()) return "invalid";
  return owner.verified ? "used" : null;
}

/** Deletes the account's password reset links, but for `keepToken` when given. */
export async function revokeResetLinks(db: Db, userId: string, keepToken?: string) {
  const resetLinks = and(
    like(schema.verification.identifier, "reset-password:%"),
    eq(schema.verification.value, userId),
  );
  await db
    .delete(schema.verification)
    .where(keepToken ? and(resetLinks, ne(schema.verification.identifier, `reset-password:${keepToken}`)) : resetLinks);
}

/** Whether the welcome e-mail (which carries the first confirmation link) was queued for the account. */
export async function welcomeQueued(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.emailOutbox.id })
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.dedupe_key, `welcome:${userId}`))
    .limit(1);
  return Boolean(row);
}
