/**
 * The API tests' password hashing (decision 126): better-auth's own scheme (scrypt of the NFKC
 * password under a 16-byte salt in hex, stored as `salt:key` in hex) at N = 2^10 instead of its
 * 2^14, a sixteenth of the work: some three hundred accounts are made or signed in to per run,
 * twice (PGlite, then PostgreSQL). The product and the journeys' server keep better-auth's own;
 * so do the tests of the hashing itself (secrets.test.ts) and of answer times
 * (no-account-disclosure.test.ts), through `createTestApp({ productionPasswordHashing: true })`.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { PasswordHashing } from "@/server/auth/auth";

const COST = { N: 2 ** 10, r: 16, p: 1 };
const KEY_BYTES = 64;

const derive = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );

export const TEST_PASSWORD_HASHING: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) throw new Error("Invalid password hash");
    return timingSafeEqual(await derive(password, salt), Buffer.from(key, "hex"));
  },
};
