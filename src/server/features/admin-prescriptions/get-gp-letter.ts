import { and, desc, eq, isNull } from "drizzle-orm";
import { GP_LETTER_CHANNEL_LABEL, type GpLetterChannel } from "@/shared/domain/prescribing/consultation-vocabulary";
import type { Db } from "../../db/client";
import type { Ctx } from "../../deps";
import { consultations, gpLetters, orders, patients, prescriptions } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { lockedQuestionnaire } from "../../lib/orders/locked-questionnaire";
import { getSettings } from "../../lib/site/settings";
import { documentPatient, documentPharmacy } from "../../lib/prescribing/document-parts";
import { GP_LETTER_NOT_FOUND } from "./prescription.queries";

export const GP_LETTER_STATUS_LABEL = { draft: "Draft", sent: "Sent", not_required: "Not required" } as const;
type GpLetterStatus = keyof typeof GP_LETTER_STATUS_LABEL;

/** The letter with its patient and order; 404 for an archived patient (decision 018). */
export async function findGpLetter(db: Db, id: number) {
  const [row] = await db
    .select({ letter: gpLetters, patient: patients, order: orders })
    .from(gpLetters)
    .innerJoin(patients, eq(patients.patient_id, gpLetters.patient_id))
    .innerJoin(consultations, eq(consultations.consultation_id, gpLetters.consultation_id))
    .innerJoin(orders, eq(orders.order_id, consultations.order_id))
    .where(and(eq(gpLetters.gp_letter_id, id), isNull(patients.archived_at)))
    .limit(1);
  if (!row) throw new AppError("not_found", GP_LETTER_NOT_FOUND);
  return row;
}

/** Where the letter stands: a draft, sent (how, when, by whom), or not required and why. */
export function letterStatus(l: typeof gpLetters.$inferSelect) {
  const status = l.status as GpLetterStatus;
  return {
    gpLetterId: l.gp_letter_id,
    status,
    statusLabel: GP_LETTER_STATUS_LABEL[status],
    notRequiredReason: l.not_required_reason,
    sentChannel: l.sent_channel as GpLetterChannel | null,
    sentChannelLabel: l.sent_channel ? GP_LETTER_CHANNEL_LABEL[l.sent_channel as GpLetterChannel] : null,
    sentAt: l.sent_at?.toISOString() ?? null,
    sentBy: l.sent_by_name,
  };
}

/**
 * GET /api/admin/gp-letters/:id (decision 077): what the printed letter to the patient's GP
 * says: the practice (from the questionnaire the order locked), the patient, what was
 * prescribed and by whom. An audited read.
 */
export async function getGpLetter({ db, actor }: Ctx, id: number) {
  const { letter, patient, order } = await findGpLetter(db, id);
  const [history, settings, [rx]] = await Promise.all([
    lockedQuestionnaire(db, order),
    getSettings(db),
    db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.consultation_id, letter.consultation_id))
      .orderBy(desc(prescriptions.prescription_id))
      .limit(1),
  ]);
  await writeAudit(db, actor, "gp_letter.view", { type: "gp_letter", id });
  return {
    ...letterStatus(letter),
    consultationId: letter.consultation_id,
    orderId: order.order_id,
    gp: {
      practiceName: history?.gp_practice_name ?? null,
      practiceAddress: history?.gp_practice_address ?? null,
      consent: history?.gp_consent ?? null,
    },
    patient: documentPatient(patient),
    prescribed: rx
      ? {
          medicine: rx.medicine_name,
          strength: rx.strength,
          quantity: rx.quantity,
          directions: rx.directions,
          issuedOn: rx.issued_on,
          prescriptionId: rx.prescription_id,
        }
      : null,
    prescriber: rx
      ? {
          name: rx.prescriber_name,
          type: rx.prescriber_type,
          regulator: rx.prescriber_regulator,
          number: rx.prescriber_number,
        }
      : null,
    pharmacy: documentPharmacy(settings),
    createdAt: letter.created_at.toISOString(),
  };
}
