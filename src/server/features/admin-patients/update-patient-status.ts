import { eq, sql } from "drizzle-orm";
import { REVIEW_STATUS_ID } from "@/shared/domain/review-status";
import type { PatientStatusInput } from "@/shared/schemas/admin";
import type { Db } from "../../db/client";
import { patients } from "../../db/schema";
import { type Actor, changedKeys, writeAudit } from "../../lib/audit";
import { requireVisiblePatient } from "./admin-patients.queries";

/** decision 007: the Update Status dialog persists status and notes, with who and when. */
export async function updatePatientStatus(db: Db, id: number, input: PatientStatusInput, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const current = await requireVisiblePatient(tx, id, true);
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
