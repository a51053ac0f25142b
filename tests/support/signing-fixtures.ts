/**
 * Signing keys for the tests' prescribers (decision 118). Sealing a key costs a scrypt, so the
 * key pair is made once per test process by the product's own signer, under the tests'
 * AUTH_SECRET and PIN, and every prescriber the tests create is given a copy: a prescriber
 * approving through the API unlocks it with TEST_SIGNING_PIN, as a person types theirs.
 */
import type { KeyObject } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "@/server/db/client";
import { patients, prescriptions, signingKeys } from "@/server/db/schema";
import { signingKeyRow, signPrescription } from "@/server/lib/prescribing/prescription-signing";
import { prescriberRegistration } from "@/shared/domain/people/prescriber-regulators";
import { createPrescriptionSigner, type SealedKey } from "@/server/lib/prescribing/signing-keys";

/** The tests' AUTH_SECRET (test-app.ts): the signer of every test app seals and unlocks under it. */
export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123456789";
/** Every test prescriber's signing PIN. */
export const TEST_SIGNING_PIN = "246810";

const signer = createPrescriptionSigner(TEST_AUTH_SECRET);
let sealed: Promise<SealedKey> | undefined;
let unlocked: Promise<KeyObject | null> | undefined;

const testKey = () => (sealed ??= signer.makeKey(TEST_SIGNING_PIN));

/** Gives the employee a signing key under TEST_SIGNING_PIN unless they have one; its id. */
export async function giveSigningKey(db: Db, employeeId: number, now = new Date()): Promise<number> {
  const [current] = await db
    .select({ id: signingKeys.signing_key_id })
    .from(signingKeys)
    .where(and(eq(signingKeys.employee_id, employeeId), isNull(signingKeys.retired_at)));
  if (current) return current.id;
  const key = await testKey();
  const [row] = await db
    .insert(signingKeys)
    .values(signingKeyRow(employeeId, key, now))
    .returning({ id: signingKeys.signing_key_id });
  return row!.id;
}

/**
 * The regulator and number a fixture's decision by this staff record names (decision 119), as an
 * approval names them; a record without one is named GPhC 2000000.
 */
export function decisionRegistration(e: {
  prescriber_regulator: string | null;
  prescriber_number: string | null;
  gphc_number: string | null;
}) {
  const r = prescriberRegistration(e) ?? { regulator: "GPhC" as const, number: e.gphc_number ?? "2000000" };
  return { prescriber_regulator: r.regulator, prescriber_number: r.number };
}

/** Signs a prescription a fixture wrote, as its prescriber (who is given a key) would have on approving it. */
export async function signFixturePrescription(
  db: Db,
  tx: DbOrTx,
  rx: typeof prescriptions.$inferSelect,
  prescriberId: number,
) {
  const signingKeyId = await giveSigningKey(db, prescriberId);
  const privateKey = await (unlocked ??= testKey().then((k) => signer.unlock(k, TEST_SIGNING_PIN)));
  await signPrescription(
    tx,
    rx,
    { signingKeyId, privateKey: privateKey! },
    { name: rx.prescriber_name, regulator: rx.prescriber_regulator, number: rx.prescriber_number },
    rx.created_at,
  );
}

/**
 * A fixture's prescription: as an approval issues it (its particulars as signed, and signed by its
 * prescriber), or with `paper` as migration 0023 left an approval made before electronic signing.
 */
export async function insertFixturePrescription(
  db: Db,
  rx: typeof prescriptions.$inferInsert,
  o: { paper: boolean; prescriberId: number },
) {
  if (o.paper) {
    await db.insert(prescriptions).values({ ...rx, form: "paper" });
    return;
  }
  const [patient] = await db.select().from(patients).where(eq(patients.patient_id, rx.patient_id));
  const [signed] = await db
    .insert(prescriptions)
    .values({
      ...rx,
      patient_name: `${patient!.firstname} ${patient!.lastname}`,
      patient_date_of_birth: patient!.date_of_birth,
      patient_address: [patient!.address1, patient!.postcode].filter(Boolean).join("\n"),
      practice_address: "14 Church Street",
    })
    .returning();
  await signFixturePrescription(db, db, signed!, o.prescriberId);
}
