import { and, eq, isNull } from "drizzle-orm";
import { RECALL_MESSAGES } from "@/shared/domain/dispensing/recalls";
import type { StaffCtx } from "../../deps";
import { recalls } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { recallById } from "./recalls.queries";

/**
 * POST /api/admin/recalls/recorded/:id/close (decision 122): a registered pharmacist closes a
 * recall with what was done; the dashboard lists it until then. Its batches stay held. Written
 * once; audited.
 */
export async function closeRecall(
  { db, now, actor, employee }: StaffCtx,
  { recallId, outcome }: { recallId: number; outcome: string },
) {
  if (employee.registration !== "pharmacist") throw new AppError("forbidden", RECALL_MESSAGES.pharmacistCloses);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(recalls).where(eq(recalls.recall_id, recallId)).for("update");
    if (!existing) throw new AppError("not_found", RECALL_MESSAGES.notFound);
    if (existing.closed_at) throw new AppError("conflict", RECALL_MESSAGES.alreadyClosed);
    await tx
      .update(recalls)
      .set({ closed_at: now, closed_by_employee_id: employee.employee_id, closed_by_name: actor.name, outcome })
      .where(and(eq(recalls.recall_id, recallId), isNull(recalls.closed_at)));
    await writeAudit(tx, actor, "recall.close", { type: "recall", id: existing.reference }, ["outcome"]);
    return { recall: await recallById(tx, recallId) };
  });
}
