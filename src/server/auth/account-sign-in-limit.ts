/**
 * Failed sign-ins counted per account (by e-mail), on top of better-auth's per-address
 * limits, so guessing one patient's password from many addresses is slowed down too.
 * better-auth keys its own limits by address and path only, hence this small counter in
 * the `rate_limits` table. Unknown e-mails are counted the same way, so the answer never
 * tells whether an account exists.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { normalizeEmail } from "@/shared/schemas/people/auth";
import { type Db, queryRows } from "../db/client";
import { rateLimits } from "../db/schema";

export interface AccountLimit {
  /** Seconds during which failures are counted, from the first failure. */
  window: number;
  /** Failures allowed in the window; the next attempt is refused until it ends. */
  max: number;
}

export const ACCOUNT_LOCKED_MESSAGE = "Too many failed sign-in attempts for this account. Please try again later.";

/** A counter key for one account: the e-mail is hashed so the table holds no addresses and the key fits its column. */
export const accountKey = (prefix: string, email: string) =>
  `${prefix}:${createHash("sha256").update(normalizeEmail(email)).digest("hex")}`;
const keyFor = (email: string) => accountKey("sign-in-failures", email);

export function createAccountSignInLimit(db: Db, limit: AccountLimit) {
  const window = sql`${`${limit.window} seconds`}::interval`;
  return {
    /** Seconds until the account may try again, or null when it may try now. */
    async retryAfter(email: string): Promise<number | null> {
      const [row] = await queryRows<{ count: number; remaining: number }>(
        db,
        sql`SELECT count, ceil(extract(epoch FROM (window_start + ${window} - now())))::int AS remaining
            FROM rate_limits WHERE key = ${keyFor(email)}`,
      );
      if (!row || row.remaining <= 0 || row.count < limit.max) return null;
      return row.remaining;
    },
    async recordFailure(email: string): Promise<void> {
      await db.execute(sql`
        INSERT INTO rate_limits (key, count, window_start) VALUES (${keyFor(email)}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start + ${window} <= now() THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start + ${window} <= now() THEN now() ELSE rate_limits.window_start END`);
    },
    async clear(email: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyFor(email)));
    },
  };
}
