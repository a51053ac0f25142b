import { and, eq, isNull } from "drizzle-orm";
import type { Ctx } from "../../deps";
import { patients, prescriptions } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { getSettings } from "../../lib/site/settings";
import { documentPatient, documentPharmacy, PRESCRIPTION_NOT_FOUND } from "./prescription.queries";

/**
 * GET /api/admin/prescriptions/:id (decision 028, decision 077): what the printed prescription
 * shows, for the prescriber to sign in ink. An audited read.
 */
export async function getPrescription({ db, actor }: Ctx, id: number) {
  const [row] = await db
    .select({ rx: prescriptions, patient: patients })
    .from(prescriptions)
    .innerJoin(patients, eq(patients.patient_id, prescriptions.patient_id))
    .where(and(eq(prescriptions.prescription_id, id), isNull(patients.archived_at)))
    .limit(1);
  if (!row) throw new AppError("not_found", PRESCRIPTION_NOT_FOUND);
  const settings = await getSettings(db);
  await writeAudit(db, actor, "prescription.view", { type: "prescription", id });
  const rx = row.rx;
  return {
    prescriptionId: rx.prescription_id,
    orderId: rx.order_id,
    consultationId: rx.consultation_id,
    patient: documentPatient(row.patient),
    medicine: {
      name: rx.medicine_name,
      strength: rx.strength,
      quantity: rx.quantity,
      quantityLabel: rx.quantity === 1 ? "1 pre-filled pen" : `${rx.quantity} pre-filled pens`,
      directions: rx.directions,
    },
    prescriber: { name: rx.prescriber_name, type: rx.prescriber_type, gphcNumber: rx.prescriber_gphc },
    pharmacy: documentPharmacy(settings),
    issuedOn: rx.issued_on,
    validUntil: rx.valid_until,
  };
}
