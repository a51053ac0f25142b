/**
 * The documents an approval leaves (decision 028, decision 077): the prescription, signed
 * electronically (decision 118), and the letter to the patient's GP. A correction (decision 085) issues a new
 * prescription for its own decision, the earlier one staying on record as superseded, and
 * brings a letter not yet sent into line with the new decision; a letter already sent stays as
 * it was sent.
 */
import { eq } from "drizzle-orm";
import { isoToday } from "@/shared/domain/dates";
import { formatMg } from "@/shared/domain/treatment/dose-ladder";
import { PENS_PER_SUPPLY, prescriptionValidUntil } from "@/shared/domain/prescribing/prescribing";
import type { Tx } from "../../db/client";
import { gpLetters, prescribingDecisions, prescriptions } from "../../db/schema";
import type { StaffCtx } from "../../deps";
import { type LockedConsultation, prescriberOf } from "./consultation.queries";
import { signPrescription, type UnlockedKey } from "../../lib/prescribing/prescription-signing";
import { documentPatient } from "../../lib/prescribing/document-parts";

const NO_GP_REASON = "The patient has no GP.";
export const CORRECTED_TO_REJECTION_REASON = "The approval was corrected to a rejection: nothing is supplied.";

/**
 * The prescription of `decision`, issued today by its prescriber, valid six calendar months,
 * with its particulars as they are now (the patient's name, date of birth and address, the
 * practice's address) and signed with the prescriber's unlocked key (decision 118).
 */
export async function issuePrescription(
  tx: Tx,
  c: LockedConsultation,
  decision: typeof prescribingDecisions.$inferSelect,
  rx: { productId: number; mg: number; medicineName: string; directions: string },
  signing: { ctx: StaffCtx; key: UnlockedKey; practiceAddress: string[] },
) {
  const { ctx } = signing;
  const issuedOn = isoToday(ctx.now);
  const prescriber = prescriberOf(ctx);
  const patient = documentPatient(c.patient);
  const [row] = await tx
    .insert(prescriptions)
    .values({
      decision_id: decision.decision_id,
      consultation_id: c.consultation.consultation_id,
      order_id: c.order.order_id,
      patient_id: c.patient.patient_id,
      product_id: rx.productId,
      medicine_name: rx.medicineName,
      strength: `${formatMg(rx.mg)} mg`,
      quantity: PENS_PER_SUPPLY,
      directions: rx.directions,
      prescriber_name: prescriber.name,
      prescriber_regulator: prescriber.regulator,
      prescriber_number: prescriber.number,
      prescriber_type: prescriber.type,
      issued_on: issuedOn,
      valid_until: prescriptionValidUntil(issuedOn),
      form: "electronic",
      patient_name: patient.name,
      patient_date_of_birth: patient.dateOfBirth,
      patient_address: patient.address.join("\n"),
      practice_address: signing.practiceAddress.join("\n"),
      created_at: ctx.now,
    })
    .returning();
  await signPrescription(
    tx,
    row!,
    signing.key,
    { name: prescriber.name, regulator: prescriber.regulator, number: prescriber.number },
    ctx.now,
  );
  return row!.prescription_id;
}

type LetterStatus = { status: "draft"; reason: null } | { status: "not_required"; reason: string };

/** The consultation's one GP letter: written, or (not yet sent) brought into line; a sent letter is left as sent. */
async function setLetter(tx: Tx, c: LockedConsultation, letter: LetterStatus, now: Date) {
  const id = c.consultation.consultation_id;
  const [existing] = await tx.select().from(gpLetters).where(eq(gpLetters.consultation_id, id)).limit(1);
  if (existing) {
    if (existing.status === "sent") return existing.gp_letter_id;
    await tx
      .update(gpLetters)
      .set({ status: letter.status, not_required_reason: letter.reason, updated_at: now })
      .where(eq(gpLetters.gp_letter_id, existing.gp_letter_id));
    return existing.gp_letter_id;
  }
  const [row] = await tx
    .insert(gpLetters)
    .values({
      consultation_id: id,
      patient_id: c.patient.patient_id,
      status: letter.status,
      not_required_reason: letter.reason,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: gpLetters.gp_letter_id });
  return row!.id;
}

/** The GP letter of an approval: a draft when shared, otherwise not required with the reason. */
export function writeGpLetter(
  tx: Tx,
  c: LockedConsultation,
  sharing: { gpSharing: "shared" | "not_shared" | "no_gp"; gpNotSharedReason: string },
  now: Date,
) {
  const letter: LetterStatus =
    sharing.gpSharing === "shared"
      ? { status: "draft", reason: null }
      : {
          status: "not_required",
          reason: sharing.gpSharing === "no_gp" ? NO_GP_REASON : sharing.gpNotSharedReason.trim(),
        };
  return setLetter(tx, c, letter, now);
}

/** An approval corrected to a rejection: a letter not yet sent is no longer required. */
export async function withdrawGpLetter(tx: Tx, c: LockedConsultation, now: Date) {
  const [existing] = await tx
    .select({ id: gpLetters.gp_letter_id })
    .from(gpLetters)
    .where(eq(gpLetters.consultation_id, c.consultation.consultation_id))
    .limit(1);
  if (existing) await setLetter(tx, c, { status: "not_required", reason: CORRECTED_TO_REJECTION_REASON }, now);
}
