/**
 * Signing in the model-based test (decision 118): every approval carries the prescriber's signing
 * PIN, the one the world holds, a PIN that is wrong, or one the prescriber had before; the
 * prescriber sets a new PIN now and then. The world keeps what the server must hold (the PIN, the
 * wrong PINs in a row, the lock after five), and every answer to a PIN is checked against it.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/db/client";
import { SIGNING_LOCK_MINUTES, SIGNING_MAX_FAILURES, SIGNING_MESSAGES } from "@/shared/domain/prescribing/signing";
import { ADMIN } from "../test-app";
import { errorBody } from "../typed-api";
import type { Cmd, Model } from "./patient-commands";
import { send, sendExpecting, type World } from "./world";

/** The PIN an approval types: the current one, a wrong one, or one the prescriber replaced. */
export type PinChoice = "current" | "wrong" | "replaced";

/** Never a PIN the model sets. */
const WRONG_PIN = "11223344";

export function pinOf(w: World, choice: PinChoice): string {
  if (choice === "current") return w.signing.pin;
  if (choice === "replaced") return w.signing.replaced.find((p) => p !== w.signing.pin) ?? WRONG_PIN;
  return WRONG_PIN;
}

async function errorOf(res: Response): Promise<string | undefined> {
  try {
    return (await errorBody(res.clone())).error;
  } catch {
    return undefined;
  }
}

const lockedNow = (w: World) => w.signing.lockedUntil !== null && w.signing.lockedUntil > w.t.deps.now();

async function approvalsMade(w: World) {
  const [row] = await queryRows<{ n: number }>(
    w.t.db,
    sql`SELECT (SELECT count(*)::int FROM prescribing_decisions) + (SELECT count(*)::int FROM prescriptions) AS n`,
  );
  return row!.n;
}

/**
 * Sends an approval signed with `pin` and checks the answer to the PIN: while locked, 429; the
 * right PIN is never refused for the PIN (and clears the count); a wrong one is 400 with nothing
 * written, the fifth in a row 429, which locks signing for 15 minutes.
 */
export async function sendSigned(w: World, what: string, request: () => Promise<Response>, pin: string) {
  const before = await approvalsMade(w);
  const res = await send(w, what, request());
  const error = await errorOf(res);
  const surprise = (expected: string) =>
    w.surprises.push(
      `${what} with ${pin === w.signing.pin ? "the" : "a wrong"} PIN → ${res.status} ${error ?? ""} (expected ${expected})`,
    );
  if (lockedNow(w)) {
    if (res.status !== 429) surprise("429: signing is locked");
  } else if (pin === w.signing.pin) {
    if (res.status === 429 || error === SIGNING_MESSAGES.wrongPin) surprise("no refusal of the PIN");
    w.signing.failures = 0;
  } else {
    w.signing.failures += 1;
    if (w.signing.failures >= SIGNING_MAX_FAILURES) {
      if (res.status !== 429) surprise("429: the fifth wrong PIN locks signing");
      w.signing.failures = 0;
      w.signing.lockedUntil = new Date(w.t.deps.now().getTime() + SIGNING_LOCK_MINUTES * 60_000);
    } else if (res.status !== 400 || error !== SIGNING_MESSAGES.wrongPin) surprise("400: the PIN is not correct");
  }
  if (pin !== w.signing.pin && (await approvalsMade(w)) !== before)
    w.surprises.push(`${what} with a wrong PIN wrote a decision or a prescription`);
}

/**
 * The prescriber sets a new signing PIN, after their password (or a wrong one): 429 while signing
 * is locked, 400 for the wrong password; then approvals sign with the new PIN. It costs two
 * scrypts, so the model picks it rarely.
 */
export class SetPin implements Cmd {
  constructor(
    readonly pin: string,
    readonly rightPassword: boolean,
  ) {}
  check() {
    return true;
  }
  async run(_m: Model, w: World) {
    const body = {
      pin: this.pin,
      confirmPin: this.pin,
      password: this.rightPassword ? ADMIN.password : "not-my-password",
    };
    const expected = lockedNow(w) ? 429 : this.rightPassword ? 200 : 400;
    const status = await sendExpecting(w, "set PIN", w.prescriber.post("/api/admin/signing-key", body), [expected]);
    if (status !== 200) return;
    if (this.pin !== w.signing.pin) w.signing.replaced.unshift(w.signing.pin);
    w.signing.pin = this.pin;
  }
  toString() {
    return `SetPin(${this.pin}${this.rightPassword ? "" : ", wrong password"})`;
  }
}
