import type { Ctx } from "../../deps";
import { writeAudit } from "../../lib/people/audit";
import { markThreadRead, threadPage } from "../../lib/people/patient-messages";
import { requireStaffPatient } from "../../lib/people/patient-lookup";
import { toStaffMessage } from "./staff-message.mapper";

/**
 * GET /api/admin/patients/:id/messages?before=: the patient's thread with the pharmacy, oldest
 * first, 50 at a time. The read is audited (decision 019) and marks the patient's messages read.
 */
export async function listPatientMessages(
  { db, actor, now }: Ctx,
  { patientId, before }: { patientId: number; before?: string | undefined },
) {
  const patient = await requireStaffPatient(db, patientId);
  const page = await db.transaction(async (tx) => {
    await markThreadRead(tx, patient.patient_id, "patient", now);
    await writeAudit(tx, actor, "messages.view", { type: "messages", id: patient.patient_id });
    return threadPage(tx, patient.patient_id, before);
  });
  return { patientId: patient.patient_id, messages: page.rows.map(toStaffMessage), hasOlder: page.hasOlder };
}
