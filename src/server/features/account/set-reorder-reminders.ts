import { eq } from "drizzle-orm";
import type { Ctx } from "../../deps";
import { patients } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { findAccountPatient } from "./account.queries";

/** PUT /api/account/reorder-reminders: the patient turns re-order reminders on or off. */
export async function setReorderReminders({ db, now, actor }: Ctx, { enabled }: { enabled: boolean }) {
  const patient = await findAccountPatient(db, actor.userId);
  if (!patient) throw new AppError("not_found", "No patient record found. Please complete the patient form first.");
  await db
    .update(patients)
    .set({ reorder_reminders: enabled, updated_at: now })
    .where(eq(patients.patient_id, patient.patient_id));
  return { reorderReminders: enabled };
}
