import { desc, eq } from "drizzle-orm";
import type { Ctx } from "../../deps";
import { sideEffectReports } from "../../db/schema";
import { writeAudit } from "../../lib/people/audit";
import { requireStaffPatient } from "../../lib/people/patient-lookup";
import { toStaffReport } from "./side-effect-report.mapper";

/**
 * GET /api/admin/patients/:id/side-effects: the patient's side-effect reports, newest first, and
 * whether an unhandled red flag holds their treatment. The read is audited (decision 019).
 */
export async function listPatientSideEffects({ db, actor }: Ctx, patientId: number) {
  const patient = await requireStaffPatient(db, patientId);
  const rows = await db
    .select()
    .from(sideEffectReports)
    .where(eq(sideEffectReports.patient_id, patient.patient_id))
    .orderBy(desc(sideEffectReports.report_id))
    .limit(100);
  // The reports of one patient: the target names the patient, as the contact messages name their page.
  await writeAudit(db, actor, "side_effect.view", { type: "side_effect", id: `patient ${patient.patient_id}` });
  const reports = rows.map(toStaffReport);
  return { patientId: patient.patient_id, onHold: reports.some((r) => r.isRedFlag && !r.handled), reports };
}
