import { eq, sql } from "drizzle-orm";
import { manualStatusRefusal, REVIEW_STATUS_ID, reviewStatusFromId } from "@/shared/domain/prescribing/review-status";
import type { PatientStatusInput } from "@/shared/schemas/people/admin";
import type { Ctx } from "../../deps";
import { patients } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { changedKeys, writeAudit } from "../../lib/people/audit";
import { requireVisiblePatient } from "./admin-patients.queries";

/**
 * decision 007: the Update Status dialog persists status and notes, with who and when. Since
 * decision 077 (following decision 023) it keeps notes and Pending only: choosing Approved or
 * Rejected answers 409 and changes nothing, as a prescriber's decision on the consultation sets
 * them.
 */
export async function updatePatientStatus(
  { db, actor, now }: Ctx,
  { patientId: id, ...input }: PatientStatusInput & { patientId: number },
) {
  return db.transaction(async (tx) => {
    const current = await requireVisiblePatient(tx, id, true);
    const refusal = manualStatusRefusal(reviewStatusFromId(current.patient_status_id), input.status);
    if (refusal) throw new AppError("conflict", refusal, { fields: { status: refusal } });
    const next = { patient_status_id: REVIEW_STATUS_ID[input.status], admin_notes: input.adminNotes.trim() || null };
    const changed = changedKeys(current, next);
    const [row] = await tx
      .update(patients)
      .set({
        ...next,
        status_updated_at: now,
        status_updated_by: actor.email,
        updated_at: now,
        version: sql`${patients.version} + 1`,
      })
      .where(eq(patients.patient_id, id))
      .returning({ version: patients.version });
    await writeAudit(tx, actor, "patient.status", { type: "patient", id }, changed);
    return { status: input.status, adminNotes: next.admin_notes ?? "", version: row!.version };
  });
}
