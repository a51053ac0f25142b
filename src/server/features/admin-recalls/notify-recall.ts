import { recallNoticeText } from "@/shared/domain/dispensing/recalls";
import type { StaffCtx } from "../../deps";
import { recallNotices } from "../../db/schema";
import { queueRecallNoticeEmail } from "../../email/orders/recall-notice";
import { writeAudit } from "../../lib/people/audit";
import { insertPharmacyMessage } from "../../lib/people/patient-messages";
import { getSettings } from "../../lib/site/settings";
import { affectedBy } from "./recalls.queries";

/**
 * POST /api/admin/recalls/notify (decision 098): each patient supplied from the batch and not
 * yet told is sent a notice in their account thread, and an e-mail saying only that the
 * pharmacy needs to speak to them (decision 026); who sent it and when is recorded. All in one
 * transaction; a second click tells no one twice. An archived record's patient has no account
 * to read it: they are listed for a call or a letter instead.
 */
export async function notifyRecall(ctx: StaffCtx, { batch }: { batch: string }) {
  return ctx.db.transaction(async (tx) => {
    const settings = await getSettings(tx);
    const affected = await affectedBy(tx, batch);
    const toTell = affected.filter((a) => !a.notice && !a.archived);
    for (const a of toTell) {
      const message = await insertPharmacyMessage(tx, {
        patientId: a.patientId,
        body: recallNoticeText({
          orderId: a.orderId,
          batchNumber: a.batchNumber,
          phone: settings.contact_phone_number,
        }),
        sender: { userId: ctx.actor.userId, name: ctx.actor.name },
        now: ctx.now,
      });
      await tx.insert(recallNotices).values({
        batch_number: a.batchNumber,
        order_id: a.orderId,
        patient_id: a.patientId,
        message_id: message.message_id,
        sent_by_employee_id: ctx.employee.employee_id,
        sent_by_name: ctx.actor.name,
        created_at: ctx.now,
      });
      await queueRecallNoticeEmail(tx, { patientId: a.patientId, messageId: message.message_id, appUrl: ctx.appUrl });
    }
    await writeAudit(tx, ctx.actor, "recall.notify", { type: "recall", id: batch }, [`${toTell.length} notified`]);
    return {
      batch,
      notified: toTell.length,
      notReachable: affected.filter((a) => a.archived && !a.notice).length,
      affected: await affectedBy(tx, batch),
    };
  });
}
