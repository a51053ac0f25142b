import { and, eq, isNull } from "drizzle-orm";
import { FRIDGE_MESSAGES } from "@/shared/domain/dispensing/fridge";
import type { ExcursionCloseInput } from "@/shared/schemas/orders/dispensary";
import type { StaffCtx } from "../../deps";
import { fridgeExcursions } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { batchesWithFreeStock, quarantineFreeStock } from "../../lib/dispensing/stock";

/**
 * POST /api/admin/fridge/excursions/:id/close (decision 121): a registered pharmacist records the
 * assessment of an excursion (the stock usable on the manufacturer's stability data, or
 * quarantined), which releases supply. Written once; audited.
 */
export async function closeFridgeExcursion(
  ctx: StaffCtx,
  { excursionId, ...input }: ExcursionCloseInput & { excursionId: number },
) {
  const { db, now, actor, employee } = ctx;
  if (employee.registration !== "pharmacist") throw new AppError("forbidden", FRIDGE_MESSAGES.pharmacistAssesses);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(fridgeExcursions)
      .where(eq(fridgeExcursions.excursion_id, excursionId))
      .for("update");
    if (!existing) throw new AppError("not_found", FRIDGE_MESSAGES.notFound);
    if (existing.closed_at) throw new AppError("conflict", FRIDGE_MESSAGES.alreadyClosed);
    const [row] = await tx
      .update(fridgeExcursions)
      .set({
        closed_at: now,
        closed_by_employee_id: employee.employee_id,
        closed_by_name: actor.name,
        outcome: input.outcome,
        assessment: input.assessment,
        stability_reference: input.stabilityReference || null,
      })
      .where(and(eq(fridgeExcursions.excursion_id, excursionId), isNull(fridgeExcursions.closed_at)))
      .returning();
    // Decision 124: quarantined means every batch's free stock moves to quarantine.
    if (input.outcome === "quarantined") {
      for (const b of await batchesWithFreeStock(tx)) {
        await quarantineFreeStock(tx, ctx, b.productId, b.batch, `Fridge excursion #${excursionId}`);
      }
    }
    await writeAudit(tx, actor, "fridge_excursion.close", { type: "fridge_excursion", id: excursionId }, [
      "outcome",
      "assessment",
      ...(input.stabilityReference ? ["stability_reference"] : []),
    ]);
    return { excursion: toExcursion(row!) };
  });
}

/** An excursion as the fridge page and the dashboard show it. */
export const toExcursion = (r: typeof fridgeExcursions.$inferSelect) => ({
  id: r.excursion_id,
  openedAt: r.opened_at.toISOString(),
  closedAt: r.closed_at?.toISOString() ?? null,
  closedBy: r.closed_by_name,
  outcome: r.outcome,
  assessment: r.assessment,
  stabilityReference: r.stability_reference,
});
