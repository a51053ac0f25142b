import { isoToday } from "@/shared/domain/dates";
import type { CollectInput } from "@/shared/schemas/orders/orders";
import type { StaffCtx } from "../../../deps";
import { measurements } from "../../../db/schema";
import { moveOrder } from "../../../lib/orders/order-moves";
import { requireNoUnhandledRedFlag } from "../../../lib/clinical/side-effect-hold";
import { requireRpOnDuty } from "../../../lib/dispensing/responsible-pharmacist";
import { requireStaffOrder, staffMover } from "../admin-orders.queries";
import { requireNoOpenExcursion } from "../../../lib/dispensing/fridge-excursions";
import { requirePackNotRecalled } from "../../../lib/dispensing/recall-holds";
import { requireOrderPackNotReturned } from "../../../lib/dispensing/returned-packs";
import { supplyOrderPacks } from "../../../lib/dispensing/stock";

/**
 * POST /api/admin/orders/:id/collect: handed over once the patient's ID was checked. A weight
 * taken at the counter is an in-person measurement the prescriber sees at the next review. Held
 * while the patient has a red-flag side-effect report no prescriber has handled.
 */
export async function collectOrder(ctx: StaffCtx, { orderId, ...input }: CollectInput & { orderId: number }) {
  await requireStaffOrder(ctx.db, orderId);
  return ctx.db.transaction(async (tx) => {
    const { order } = await moveOrder(tx, {
      orderId,
      action: "collect",
      actor: staffMover(ctx.actor),
      now: ctx.now,
      data: { idChecked: true, ...(input.weightKg !== undefined ? { weightKg: input.weightKg } : {}) },
    });
    // Not handed over while a red-flag report waits for a prescriber (issue 13); the throw undoes the move.
    await requireNoUnhandledRedFlag(tx, order.patient_id);
    // Decision 113: no hand-over or dispatch without a responsible pharmacist signed in.
    await requireRpOnDuty(tx);
    // Decision 121: nothing moves toward the patient while the fridge is out of range.
    await requireNoOpenExcursion(tx);
    // Decision 122: nor a pack of a recalled batch.
    await requirePackNotRecalled(tx, orderId);
    // Decision 125: nor a pack that came back on another order after it was checked.
    await requireOrderPackNotReturned(tx, orderId);
    // Decision 124: the assembled pack leaves stock with the patient or the courier.
    await supplyOrderPacks(tx, ctx, orderId);
    if (input.weightKg !== undefined) {
      await tx.insert(measurements).values({
        patient_id: order.patient_id,
        method: "in_person",
        weight_kg: input.weightKg,
        measured_on: isoToday(ctx.now),
        source: "Weighed at collection",
        order_id: orderId,
        recorded_by_employee_id: ctx.employee.employee_id,
        recorded_by_name: ctx.actor.name,
        created_at: ctx.now,
      });
    }
    return { orderId, state: "collected" as const };
  });
}
