import { and, eq, isNull, sql } from "drizzle-orm";
import type { Ctx } from "../../deps";
import { patients, prescribingDecisions, prescriptions } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { type SignatureState, signatureState } from "../../lib/prescribing/prescription-signing";
import { getSettings } from "../../lib/site/settings";
import { documentPatient, documentPharmacy } from "../../lib/prescribing/document-parts";
import { PRESCRIPTION_NOT_FOUND } from "./prescription.queries";

/** The prescription, its patient, and whether a correction has since superseded its decision (voiding it). */
export async function findPrescription(db: Ctx["db"], id: number) {
  const [row] = await db
    .select({
      rx: prescriptions,
      patient: patients,
      voided: sql<boolean>`EXISTS (SELECT 1 FROM ${prescribingDecisions} later WHERE later.supersedes_decision_id = ${prescriptions.decision_id})`,
    })
    .from(prescriptions)
    .innerJoin(patients, eq(patients.patient_id, prescriptions.patient_id))
    .where(and(eq(prescriptions.prescription_id, id), isNull(patients.archived_at)))
    .limit(1);
  if (!row) throw new AppError("not_found", PRESCRIPTION_NOT_FOUND);
  return row;
}

/** The signature as the page shows it: who signed, when, the hash's first digits, and whether it matches now. */
export const signatureView = (state: SignatureState) =>
  state.form === "paper"
    ? {
        form: state.form,
        status: state.status,
        ...(state.status === "filed" ? { filedBy: state.filedBy, filedAt: state.filedAt.toISOString() } : {}),
      }
    : state.status === "unsigned"
      ? { form: state.form, status: state.status }
      : {
          form: state.form,
          status: state.status,
          signer: state.signer,
          signedAt: state.signedAt.toISOString(),
          hashPrefix: state.hashPrefix,
        };

/**
 * GET /api/admin/prescriptions/:id (decisions 028, 077, 118): what the prescription shows, with
 * its particulars as signed (the patient's, as they were at issue) and its signature checked
 * now. An audited read.
 */
export async function getPrescription({ db, actor }: Ctx, id: number) {
  const { rx, patient, voided } = await findPrescription(db, id);
  const [settings, signature] = await Promise.all([getSettings(db), signatureState(db, rx)]);
  await writeAudit(db, actor, "prescription.view", { type: "prescription", id });
  const now = documentPatient(patient);
  return {
    prescriptionId: rx.prescription_id,
    orderId: rx.order_id,
    consultationId: rx.consultation_id,
    patient:
      rx.patient_name === null
        ? now
        : {
            patientId: now.patientId,
            name: rx.patient_name,
            dateOfBirth: rx.patient_date_of_birth,
            address: (rx.patient_address ?? "").split("\n").filter(Boolean),
          },
    medicine: {
      name: rx.medicine_name,
      strength: rx.strength,
      quantity: rx.quantity,
      quantityLabel: rx.quantity === 1 ? "1 pre-filled pen" : `${rx.quantity} pre-filled pens`,
      directions: rx.directions,
    },
    prescriber: {
      name: rx.prescriber_name,
      type: rx.prescriber_type,
      regulator: rx.prescriber_regulator,
      number: rx.prescriber_number,
    },
    pharmacy: {
      ...documentPharmacy(settings),
      ...(rx.practice_address === null ? {} : { address: rx.practice_address.split("\n").filter(Boolean) }),
    },
    issuedOn: rx.issued_on,
    validUntil: rx.valid_until,
    voided,
    signature: signatureView(signature),
  };
}
