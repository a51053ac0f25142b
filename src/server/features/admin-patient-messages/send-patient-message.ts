import type { StaffCtx } from "../../deps";
import { writeAudit } from "../../lib/people/audit";
import { queueMessageWaitingEmail } from "../../email/messages/message-waiting";
import { postPharmacyMessage } from "../../lib/people/patient-messages";
import { requireStaffPatient } from "../../lib/people/patient-lookup";
import { toStaffMessage } from "./staff-message.mapper";

/**
 * POST /api/admin/patients/:id/messages: a member of staff replies in the patient's thread. The
 * patient is e-mailed that a message is waiting (never its text); the change is audited.
 */
export async function sendPatientMessage(ctx: StaffCtx, { patientId, body }: { patientId: number; body: string }) {
  const patient = await requireStaffPatient(ctx.db, patientId);
  // The patient sees the sender's name: a member of staff with no name on record (whose record
  // name would be their e-mail) signs as the pharmacy, never with their address.
  const name = ctx.employee.name?.trim() || (ctx.actor.name === ctx.actor.email ? "The pharmacy" : ctx.actor.name);
  const message = await ctx.db.transaction(async (tx) => {
    const { row, emailDue } = await postPharmacyMessage(tx, {
      patientId: patient.patient_id,
      body,
      sender: { userId: ctx.actor.userId, name },
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
