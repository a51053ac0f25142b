/**
 * Time-based one-time codes (RFC 6238: HMAC-SHA1, 30 s, 6 digits), computed in the tests as an
 * authenticator app does, and the seeding of a known secret for the tests' own staff accounts.
 */
import { randomBytes, createHmac } from "node:crypto";
import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Auth } from "../../src/server/auth/auth";
import type { Db } from "../../src/server/db/client";
import { twoFactor, user } from "../../src/server/db/schema";

/** The code for `key` (the secret's bytes) at `at`. */
export function totp(key: Buffer, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** The secret's bytes from an otpauth:// URI, as an authenticator app reads the QR code. */
export function keyFromUri(uri: string): Buffer {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of secret.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/**
 * Sets up the second factor of an existing account with a secret the test knows, as the
 * setup at first sign-in would. Returns the code function and the backup codes.
 */
export async function seedTwoFactor(db: Db, auth: Auth, email: string, secret = randomBytes(16).toString("hex")) {
  const ctx = await auth.$context;
  const backupCodes = Array.from({ length: 3 }, () => randomBytes(5).toString("hex"));
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
  await db.delete(twoFactor).where(eq(twoFactor.userId, row!.id));
  await db.insert(twoFactor).values({
    id: randomBytes(12).toString("hex"),
    userId: row!.id,
    secret: await symmetricEncrypt({ key: ctx.secretConfig as never, data: secret }),
    backupCodes: await symmetricEncrypt({ key: ctx.secretConfig as never, data: JSON.stringify(backupCodes) }),
    verified: true,
  });
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, row!.id));
  const key = Buffer.from(secret, "utf8");
  return { code: (at?: number) => totp(key, at), backupCodes, secret };
}
