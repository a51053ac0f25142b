/**
 * What signing up and signing in cost in the API tests (decisions 126, 127): some three hundred
 * accounts are made or signed in to per run, twice (PGlite, then PostgreSQL).
 *  - The password hashing: better-auth's own scheme (scrypt of the NFKC password under a 16-byte
 *    salt in hex, stored as `salt:key` in hex) at N = 2^10 instead of its 2^14, a sixteenth of
 *    the work.
 *  - No floor of time under the answers of sign-up, sign-in and a reset request: the product
 *    holds each to 400 ms (auth/even-answers.ts, decision 027), a test's worker idle meanwhile.
 * The product and the journeys' server keep both; so do the tests of the hashing itself
 * (secrets.test.ts) and of answer times (no-account-disclosure.test.ts), through
 * `createTestApp({ productionAuthCosts: true })`.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { PasswordHashing } from "@/server/auth/auth";
import type { AnswerFloors } from "@/server/auth/even-answers";

const COST = { N: 2 ** 10, r: 16, p: 1 };
const KEY_BYTES = 64;

const derive = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );

const TEST_PASSWORD_HASHING: PasswordHashing = {
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

const NO_ANSWER_FLOORS: AnswerFloors = {};

/** The tests' costs, or the product's own (nothing said: better-auth's hashing, ANSWER_FLOOR_MS). */
export function testAuthCosts(production = false): { passwordHashing?: PasswordHashing; answerFloors?: AnswerFloors } {
  return production ? {} : { passwordHashing: TEST_PASSWORD_HASHING, answerFloors: NO_ANSWER_FLOORS };
}
