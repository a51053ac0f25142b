import { eq } from "drizzle-orm";
import { daysUntil, MIN_EXPIRY_DAYS } from "@/shared/domain/dispensing/dispensing";
import { DISPENSING_MESSAGES } from "@/shared/domain/dispensing/dispensing-steps";
import type { AssembleInput } from "@/shared/schemas/orders/dispensing";
import type { StaffCtx } from "../../../deps";
import { dispensingSteps, products } from "../../../db/schema";
import { AppError } from "../../../lib/http/app-error";
import { requireStaffOrder } from "../admin-orders.queries";
import { lockForStep, requirePrescription, stepBy } from "./dispensing.queries";
import { requireNoOpenExcursion } from "../../../lib/dispensing/fridge-excursions";
import { requireBatchNotRecalled } from "../../../lib/dispensing/recall-holds";
import { takeForAssembly } from "../../../lib/dispensing/stock";
import { requirePackNotReturned } from "../../../lib/dispensing/returned-packs";

/** 400 with the message beside the field the pack came from: the scan, or the typed field. */
const refuse = (input: AssembleInput, typedField: "expiryDate" | "batchNumber", message: string) =>
  new AppError("invalid_input", message, { fields: { [input.scanned ? "scan" : typedField]: message } });

/**
 * POST /api/admin/orders/:id/assemble (decisions 095 and 099): any employee records the pack
 * picked for the prescription, scanned or typed. A scanned pack's GTIN must be the prescribed
 * product's; no pack that has expired, or expires before the end of its 28-day supply, is
 * taken. A reassembly before the accuracy check supersedes the one before (its label is then
 * printed again).
 */
export async function assembleOrder(ctx: StaffCtx, input: AssembleInput & { orderId: number }) {
  const { orderId } = input;
  await requireStaffOrder(ctx.db, orderId);
  return ctx.db.transaction(async (tx) => {
    await lockForStep(tx, orderId, "assembly", ctx);
    // Decision 121: nothing moves toward the patient while the fridge is out of range.
    await requireNoOpenExcursion(tx);
    const prescription = await requirePrescription(tx, orderId);
    if (input.scanned) {
      const [product] = await tx.select().from(products).where(eq(products.product_id, prescription.product_id));
      if (!product?.gtin) throw refuse(input, "batchNumber", DISPENSING_MESSAGES.noGtinOnRecord);
      if (product.gtin !== input.gtin) throw refuse(input, "batchNumber", DISPENSING_MESSAGES.wrongPack);
    }
    // Decision 122: a recalled batch of the prescribed product is quarantined.
    await requireBatchNotRecalled(tx, prescription.product_id, input.batchNumber);
    // Decision 125: a pack that came back is quarantined for destruction, never supplied again.
    await requirePackNotReturned(tx, input);
    const days = daysUntil(input.expiryDate, ctx.now);
    if (days === null) throw refuse(input, "expiryDate", "Enter the expiry date");
    if (days < 0) throw refuse(input, "expiryDate", DISPENSING_MESSAGES.packExpired);
    if (days < MIN_EXPIRY_DAYS) throw refuse(input, "expiryDate", DISPENSING_MESSAGES.packExpiresTooSoon);
    // Decision 124: a tracked product's pack is taken from stock; one assembled before goes back.
    await takeForAssembly(
      tx,
      ctx,
      orderId,
      { productId: prescription.product_id, batch: input.batchNumber, expiry: input.expiryDate },
      input.scanned ? "scan" : "expiryDate",
    );
    const [row] = await tx
      .insert(dispensingSteps)
      .values({
        ...stepBy(orderId, "assembly", ctx),
        product_id: prescription.product_id,
        gtin: input.gtin,
        batch_number: input.batchNumber,
        expiry_date: input.expiryDate,
        serial_number: input.serialNumber,
        scanned: input.scanned,
      })
      .returning();
    return {
      orderId,
      step: "assembly" as const,
      at: row!.created_at.toISOString(),
      batchNumber: input.batchNumber,
      expiryDate: input.expiryDate,
      serialNumber: input.serialNumber,
    };
  });
}
