import type { Db } from "../../db/client";
import { dispensingSteps } from "../../db/schema";
import { type Actor, writeAudit } from "../../lib/people/audit";
import { requireStaffOrder } from "./admin-orders.queries";
import { lockForStep, type StepContext, stepBy } from "./dispensing.queries";

/**
 * POST /api/admin/orders/:id/label-printed (decision 096): the print of the assembled pack's
 * label is recorded, each time, before the accuracy check that needs it.
 */
export async function recordLabelPrint(db: Db, orderId: number, ctx: StepContext & { audit: Actor }) {
  await requireStaffOrder(db, orderId);
  return db.transaction(async (tx) => {
    const { current } = await lockForStep(tx, orderId, "label_print", ctx);
    const [row] = await tx
      .insert(dispensingSteps)
      .values({ ...stepBy(orderId, "label_print", ctx), assembly_step_id: current.assembly!.step_id })
      .returning();
    await writeAudit(tx, ctx.audit, "label.print", { type: "order", id: orderId });
    return { orderId, step: "label_print" as const, at: row!.created_at.toISOString() };
  });
}
