import type { StaffCtx } from "../../../deps";
import { dispensingSteps } from "../../../db/schema";
import { writeAudit } from "../../../lib/people/audit";
import { requireStaffOrder } from "../admin-orders.queries";
import { lockForStep, stepBy } from "./dispensing.queries";

/**
 * POST /api/admin/orders/:id/label-printed (decision 096): the print of the assembled pack's
 * label is recorded, each time, before the accuracy check that needs it.
 */
export async function recordLabelPrint(ctx: StaffCtx, orderId: number) {
  await requireStaffOrder(ctx.db, orderId);
  return ctx.db.transaction(async (tx) => {
    const { current } = await lockForStep(tx, orderId, "label_print", ctx);
    const [row] = await tx
      .insert(dispensingSteps)
      .values({ ...stepBy(orderId, "label_print", ctx), assembly_step_id: current.assembly!.step_id })
      .returning();
    await writeAudit(tx, ctx.actor, "label.print", { type: "order", id: orderId });
    return { orderId, step: "label_print" as const, at: row!.created_at.toISOString() };
  });
}
