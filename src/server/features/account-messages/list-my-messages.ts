import type { Ctx } from "../../deps";
import { markThreadRead, threadPage } from "../../lib/people/patient-messages";
import { requireOwnPatient } from "../../lib/people/patient-lookup";
import { toAccountMessage } from "./account-message.mapper";

/**
 * GET /api/account/messages?before=: the signed-in patient's thread with the pharmacy, oldest
 * first, 50 at a time. Opening it marks the pharmacy's messages read. A `before` that is not a
 * message of this thread (another patient's, say) is not found.
 */
export async function listMyMessages({ db, now, actor }: Ctx, { before }: { before?: string | undefined }) {
  const patient = await requireOwnPatient(db, actor.userId);
  await markThreadRead(db, patient.patient_id, "pharmacy", now);
  const page = await threadPage(db, patient.patient_id, before);
  return { messages: page.rows.map(toAccountMessage), hasOlder: page.hasOlder };
}
