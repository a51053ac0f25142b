/** Queues the e-mails of the pharmacy's own records (decision 098), in the caller's transaction. */
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { employees } from "../db/schema";
import { getSettings } from "../lib/settings";
import { enqueueEmail } from "./outbox";
import { confirmedAddressOfPatient } from "./patient-address";
import { fridgeAlertEmail, recallNoticeEmail } from "./templates/dispensary";

/** A recall notice waits in the patient's thread: one e-mail per notice, to a confirmed address only. */
export async function queueRecallNoticeEmail(
  db: DbOrTx,
  data: { patientId: number; messageId: number; appUrl: string },
): Promise<boolean> {
  const to = await confirmedAddressOfPatient(db, data.patientId);
  if (!to) return false;
  const settings = await getSettings(db);
  return enqueueEmail(db, {
    type: "recall_notice",
    to,
    dedupeKey: `recall-notice:${data.messageId}`,
    ...recallNoticeEmail({ messagesUrl: `${data.appUrl}/account/messages` }, settings),
  });
}

/** A reading outside 2-8 °C alerts every superintendent pharmacist (their staff record's address). */
export async function queueFridgeAlert(
  db: DbOrTx,
  data: Parameters<typeof fridgeAlertEmail>[0] & { readingId: number },
): Promise<number> {
  const settings = await getSettings(db);
  const superintendents = await db
    .select({ email: employees.email })
    .from(employees)
    .where(and(eq(employees.role, "superintendent"), isNull(employees.removed_at)));
  const mail = fridgeAlertEmail(data, settings);
  for (const { email } of superintendents) {
    await enqueueEmail(db, {
      type: "fridge_alert",
      to: email,
      dedupeKey: `fridge-alert:${data.readingId}:${email.toLowerCase()}`,
      ...mail,
    });
  }
  return superintendents.length;
}
