import { eq } from "drizzle-orm";
import { RECALL_MESSAGES } from "@/shared/domain/dispensing/recalls";
import { ukDay } from "@/shared/domain/people/retention";
import type { RecallRecordInput } from "@/shared/schemas/orders/dispensary";
import type { StaffCtx } from "../../deps";
import { products, recallBatches, recalls } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { quarantineFreeStock } from "../../lib/dispensing/stock";
import { recallById } from "./recalls.queries";

/**
 * POST /api/admin/recalls/recorded (issue 29, decision 122): any employee records a recall from
 * the alert; from then on its batches of its product are held at every step toward the patient.
 * One reference is recorded once. Audited.
 */
export async function recordRecall(ctx: StaffCtx, input: RecallRecordInput) {
  const { db, now, actor, employee } = ctx;
  if (input.issuedOn > ukDay(now)) {
    throw new AppError("invalid_input", RECALL_MESSAGES.futureDate, {
      fields: { issuedOn: RECALL_MESSAGES.futureDate },
    });
  }
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.product_id })
      .from(products)
      .where(eq(products.product_id, input.productId));
    if (!product)
      throw new AppError("invalid_input", "Choose the product", { fields: { productId: "Choose the product" } });
    const [row] = await tx
      .insert(recalls)
      .values({
        reference: input.reference,
        recall_class: input.recallClass,
        product_id: input.productId,
        issued_on: input.issuedOn,
        action: input.action,
        recorded_at: now,
        recorded_by_employee_id: employee.employee_id,
        recorded_by_name: actor.name,
      })
      .onConflictDoNothing()
      .returning({ id: recalls.recall_id });
    if (!row)
      throw new AppError("conflict", RECALL_MESSAGES.duplicate, { fields: { reference: RECALL_MESSAGES.duplicate } });
    await tx.insert(recallBatches).values(input.batches.map((batch_number) => ({ recall_id: row.id, batch_number })));
    // Decision 124: the batches' free stock moves to quarantine (packs with orders go back there when replaced).
    for (const batch of input.batches) {
      await quarantineFreeStock(tx, ctx, input.productId, batch, `Recall ${input.reference}`);
    }
    await writeAudit(tx, actor, "recall.record", { type: "recall", id: input.reference }, [
      `${input.batches.length} batches`,
    ]);
    return { recall: await recallById(tx, row.id) };
  });
}
