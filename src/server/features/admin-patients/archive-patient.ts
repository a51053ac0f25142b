import { and, eq, sql } from "drizzle-orm";
import type { Ctx } from "../../deps";
import { patients } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { PATIENT_NOT_FOUND, visible } from "./admin-patients.queries";

/** decision 018: 'Delete Patient' archives the record in one transaction with its audit entry. */
export async function archivePatient({ db, actor, now }: Ctx, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(patients)
      .set({ archived_at: now, archived_by: actor.email, version: sql`${patients.version} + 1` })
      .where(and(eq(patients.patient_id, id), visible))
      .returning({ patient_id: patients.patient_id });
    if (!row) throw new AppError("not_found", PATIENT_NOT_FOUND);
    await writeAudit(tx, actor, "patient.archive", { type: "patient", id }, ["archived_at", "archived_by"]);
  });
}
