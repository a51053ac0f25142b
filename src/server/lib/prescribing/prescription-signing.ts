/**
 * Electronic signatures of prescriptions (decision 118). Approving ends with "Sign and approve":
 * the prescriber's PIN unlocks their signing key (lib/prescribing/signing-keys.ts) before the
 * approval's transaction, five wrong PINs in a row lock signing for fifteen minutes, and the
 * prescription issued in the transaction is signed over the canonical text of its particulars.
 * Verifying reads the prescription as it is now, so a changed particular no longer matches;
 * nothing is dispensed from a prescription that is not validly signed (or, made before
 * electronic signing, whose paper prescription is not filed).
 */
import type { KeyObject } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  SIGNATURE_HASH_SHOWN,
  SIGNING_LOCK_MINUTES,
  SIGNING_MAX_FAILURES,
  SIGNING_MESSAGES,
} from "@/shared/domain/prescribing/signing";
import type { DbOrTx } from "../../db/client";
import {
  employees,
  paperPrescriptionFilings,
  prescriptions,
  prescriptionSignatures,
  signingKeys,
} from "../../db/schema";
import type { StaffCtx } from "../../deps";
import { AppError } from "../http/app-error";
import { writeAudit } from "../people/audit";
import { formatUkTime } from "../time/uk-date";
import { type SealedKey, sha256Hex, signText, verifyText } from "./signing-keys";

type PrescriptionRow = typeof prescriptions.$inferSelect;

/** A signing key unlocked for the length of one request. */
export interface UnlockedKey {
  signingKeyId: number;
  privateKey: KeyObject;
}

/** Who signs, as the prescription names them: their name, regulator and registration number. */
export interface Signer {
  name: string;
  regulator: string;
  number: string;
}

const lockedError = (until: Date) => {
  const message = SIGNING_MESSAGES.locked(formatUkTime(until));
  return new AppError("rate_limited", message, { fields: { signingPin: message } });
};

type SigningKeyRow = typeof signingKeys.$inferSelect;

/** The row that keeps `key` as the employee's signing key from `now`. */
export const signingKeyRow = (employeeId: number, key: SealedKey, now: Date) => ({
  employee_id: employeeId,
  public_key: key.publicKey,
  sealed_private_key: key.sealedPrivateKey,
  salt: key.salt,
  iv: key.iv,
  tag: key.tag,
  created_at: now,
});

/** The sealed key a row keeps, as the signer unlocks it. */
export const sealedKeyOf = (row: SigningKeyRow): SealedKey => ({
  publicKey: row.public_key,
  sealedPrivateKey: row.sealed_private_key,
  salt: row.salt,
  iv: row.iv,
  tag: row.tag,
});

/** The member of staff's current signing key, if they have set a PIN. */
export async function currentSigningKey(db: DbOrTx, employeeId: number) {
  const [key] = await db
    .select()
    .from(signingKeys)
    .where(and(eq(signingKeys.employee_id, employeeId), isNull(signingKeys.retired_at)))
    .limit(1);
  return key ?? null;
}

/** 429 while signing is locked after wrong PINs. */
export async function requireSigningUnlocked({ db, now, employee }: StaffCtx) {
  const [row] = await db
    .select({ lockedUntil: employees.signing_locked_until })
    .from(employees)
    .where(eq(employees.employee_id, employee.employee_id));
  if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil);
}

/**
 * The prescriber's key, unlocked by `pin`: 409 without a key (no PIN set), 429 while locked, 400
 * for a wrong PIN (counted in its own write, so the count stands whatever the request does next;
 * the fifth in a row locks signing and says so). A right PIN clears the count.
 */
export async function unlockSigningKey(ctx: StaffCtx, pin: string): Promise<UnlockedKey> {
  const { db, now, employee, actor } = ctx;
  await requireSigningUnlocked(ctx);
  const key = await currentSigningKey(db, employee.employee_id);
  if (!key) throw new AppError("conflict", SIGNING_MESSAGES.noKey, { fields: { signingPin: SIGNING_MESSAGES.noKey } });
  const privateKey = await ctx.signing.unlock(sealedKeyOf(key), pin);
  if (privateKey) {
    await db
      .update(employees)
      .set({ signing_failures: 0 })
      .where(and(eq(employees.employee_id, employee.employee_id), sql`${employees.signing_failures} > 0`));
    return { signingKeyId: key.signing_key_id, privateKey };
  }
  const [after] = await db
    .update(employees)
    .set({ signing_failures: sql`${employees.signing_failures} + 1` })
    .where(eq(employees.employee_id, employee.employee_id))
    .returning({ failures: employees.signing_failures });
  await writeAudit(db, actor, "signing_key.wrong_pin", { type: "employee", id: employee.employee_id });
  if ((after?.failures ?? 0) >= SIGNING_MAX_FAILURES) {
    const until = new Date(now.getTime() + SIGNING_LOCK_MINUTES * 60_000);
    await db
      .update(employees)
      .set({ signing_failures: 0, signing_locked_until: until })
      .where(eq(employees.employee_id, employee.employee_id));
    throw lockedError(until);
  }
  throw new AppError("invalid_input", SIGNING_MESSAGES.wrongPin, { fields: { signingPin: SIGNING_MESSAGES.wrongPin } });
}

/**
 * The canonical text a signature covers: the prescription's particulars (HMR 2012 reg. 217–218)
 * in a fixed order, as JSON, so no two prescriptions read alike and no particular can move into
 * another.
 */
export function particularsText(rx: PrescriptionRow, signer: Signer) {
  return JSON.stringify([
    ["prescription", rx.prescription_id],
    ["patient name", rx.patient_name],
    ["patient date of birth", rx.patient_date_of_birth],
    ["patient address", rx.patient_address],
    ["medicine", rx.medicine_name],
    ["strength", rx.strength],
    ["quantity", rx.quantity],
    ["directions", rx.directions],
    ["date", rx.issued_on],
    ["prescriber name", signer.name],
    ["prescriber regulator", signer.regulator],
    ["prescriber number", signer.number],
    ["practice address", rx.practice_address],
  ]);
}

/** Signs the prescription just issued, in the caller's transaction: the text, its SHA-256 and the signature, appended. */
export async function signPrescription(tx: DbOrTx, rx: PrescriptionRow, key: UnlockedKey, signer: Signer, now: Date) {
  const text = particularsText(rx, signer);
  await tx.insert(prescriptionSignatures).values({
    prescription_id: rx.prescription_id,
    signing_key_id: key.signingKeyId,
    signer_name: signer.name,
    signer_regulator: signer.regulator,
    signer_number: signer.number,
    particulars: text,
    sha256: sha256Hex(text),
    signature: signText(key.privateKey, text),
    signed_at: now,
  });
}

export type SignatureState =
  | { form: "electronic"; status: "unsigned" }
  | {
      form: "electronic";
      status: "valid" | "mismatch";
      signer: Signer;
      signedAt: Date;
      hashPrefix: string;
    }
  | { form: "paper"; status: "filed"; filedBy: string; filedAt: Date }
  | { form: "paper"; status: "not_filed" };

/** The prescription's signature checked now against its particulars as they are (or its paper filing). */
export async function signatureState(db: DbOrTx, rx: PrescriptionRow): Promise<SignatureState> {
  if (rx.form === "paper") {
    const [filed] = await db
      .select()
      .from(paperPrescriptionFilings)
      .where(eq(paperPrescriptionFilings.prescription_id, rx.prescription_id));
    return filed
      ? { form: "paper", status: "filed", filedBy: filed.filed_by_name, filedAt: filed.filed_at }
      : { form: "paper", status: "not_filed" };
  }
  const [row] = await db
    .select({ s: prescriptionSignatures, publicKey: signingKeys.public_key })
    .from(prescriptionSignatures)
    .innerJoin(signingKeys, eq(signingKeys.signing_key_id, prescriptionSignatures.signing_key_id))
    .where(eq(prescriptionSignatures.prescription_id, rx.prescription_id))
    .limit(1);
  if (!row) return { form: "electronic", status: "unsigned" };
  const signer = { name: row.s.signer_name, regulator: row.s.signer_regulator, number: row.s.signer_number };
  const text = particularsText(rx, signer);
  const valid = sha256Hex(text) === row.s.sha256 && verifyText(row.publicKey, text, row.s.signature);
  return {
    form: "electronic",
    status: valid ? "valid" : "mismatch",
    signer,
    signedAt: row.s.signed_at,
    hashPrefix: row.s.sha256.slice(0, SIGNATURE_HASH_SHOWN),
  };
}

/**
 * 409 "The prescription is not signed." unless the prescription is validly signed now, or is a
 * paper prescription recorded as signed and filed: every step that dispenses calls it.
 */
export async function requireSignedPrescription(tx: DbOrTx, rx: PrescriptionRow) {
  const state = await signatureState(tx, rx);
  if (state.status === "valid" || state.status === "filed") return;
  throw new AppError("conflict", SIGNING_MESSAGES.notSigned);
}
