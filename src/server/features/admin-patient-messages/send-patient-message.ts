import type { Db } from "../../db/client";
import { type Actor, writeAudit } from "../../lib/people/audit";
import { queueMessageWaitingEmail } from "../../email/message-waiting";
import { postPharmacyMessage } from "../../lib/people/patient-messages";
import { requireStaffPatient } from "../../lib/people/patient-lookup";
import { toStaffMessage } from "./staff-message.mapper";

/**
 * POST /api/admin/patients/:id/messages: a member of staff replies in the patient's thread. The
 * patient is e-mailed that a message is waiting (never its text); the change is audited.
 */
export async function sendPatientMessage(
  db: Db,
  rawPatientId: string,
  body: string,
  ctx: { actor: Actor; sender: { userId: string; name: string }; now: Date; appUrl: string },
) {
  const patient = await requireStaffPatient(db, rawPatientId);
  const message = await db.transaction(async (tx) => {
    const { row, emailDue } = await postPharmacyMessage(tx, {
      patientId: patient.patient_id,
      body,
      sender: ctx.sender,
      now: ctx.now,
    });
    if (emailDue)
      await queueMessageWaitingEmail(tx, {
        patientId: patient.patient_id,
        messageId: row.message_id,
        appUrl: ctx.appUrl,
      });
    await writeAudit(tx, ctx.actor, "message.send", { type: "messages", id: patient.patient_id });
    return row;
  });
  return { message: toStaffMessage(message) };
}
