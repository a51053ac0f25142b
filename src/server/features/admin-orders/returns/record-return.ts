import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { RETURN_STEP } from "@/shared/domain/dispensing/dispensing-steps";
import {
  OPEN_ORDER_STATE_IDS,
  ORDER_STATE_LABEL,
  orderIsMessage,
  orderStateOf,
} from "@/shared/domain/orders/order-lifecycle";
import { RETURN_MESSAGES, type ReturnFacts, returnKindFor, returnNote } from "@/shared/domain/orders/returns";
import type { RecordReturnInput } from "@/shared/schemas/orders/orders";
import type { Tx } from "../../../db/client";
import type { StaffCtx } from "../../../deps";
import { dispensingSteps, orders, pomRegister, pomRegisterNotes } from "../../../db/schema";
import { AppError } from "../../../lib/http/app-error";
import { quarantineReturnedPack } from "../../../lib/dispensing/stock";
import { moveOrder } from "../../../lib/orders/order-moves";
import { requireStaffOrder, staffMover } from "../admin-orders.queries";
import { stepBy } from "../dispensing/dispensing.queries";

/** 409 while the patient has another open order: a re-dispatch is open again (one open order per patient). */
async function requireNoOtherOpenOrder(tx: Tx, order: { order_id: number; patient_id: number }) {
  const [other] = await tx
    .select({ id: orders.order_id })
    .from(orders)
    .where(
      and(
        eq(orders.patient_id, order.patient_id),
        ne(orders.order_id, order.order_id),
        inArray(orders.order_status_id, [...OPEN_ORDER_STATE_IDS]),
      ),
    )
    .limit(1);
  if (other) throw new AppError("conflict", RETURN_MESSAGES.otherOpenOrder(other.id));
}

/**
 * POST /api/admin/orders/:id/return (issue 29 item 5, decision 125): any employee records a
 * dispensed pack that came back: "Returned to pharmacy" (a parcel dispatched or delivered, with
 * why), "Returned by patient" (collected) or "Withdrawn before supply" (never handed over: held by
 * a recall, say). In one transaction the pack goes to quarantine for destruction, never back to
 * stock (quarantineReturnedPack); the order goes to "Refund due" (or "Returned" when nothing was
 * paid) or to "Re-dispatch", which waits for a new assembly from another pack, its label and a new
 * accuracy check; the return closes the round of dispensing steps, and is written on the order's
 * timeline and as a note on the supply's register entry.
 */
export async function recordReturn(ctx: StaffCtx, { orderId, ...input }: RecordReturnInput & { orderId: number }) {
  await requireStaffOrder(ctx.db, orderId);
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.order_id, orderId)).for("update");
    const state = orderStateOf(order!.order_status_id);
    const kind = returnKindFor(state);
    // The lifecycle's answer for a state nothing dispensed can come back from (moveOrder says the same).
    if (!kind) throw new AppError("conflict", orderIsMessage(orderId, state));
    if (input.kind !== kind) throw new AppError("conflict", RETURN_MESSAGES.kindMismatch(orderId, kind));
    if (input.outcome === "redispatch") await requireNoOtherOpenOrder(tx, order!);

    const pack = await quarantineReturnedPack(tx, ctx, { orderId, reason: RETURN_MESSAGES.quarantineReason(kind) });
    const facts: ReturnFacts = {
      kind,
      reason: input.reason ?? null,
      pack: pack ? { batchNumber: pack.batchNumber, serialNumber: pack.serialNumber } : null,
      note: input.note || null,
    };
    const { to } = await moveOrder(tx, {
      orderId,
      action: input.outcome === "redispatch" ? "redispatch" : "record_return",
      actor: staffMover(ctx.actor),
      now: ctx.now,
      note: returnNote(facts),
      data: {
        returnKind: kind,
        ...(input.reason ? { returnReason: input.reason } : {}),
        ...(pack
          ? {
              batchNumber: pack.batchNumber,
              expiryDate: pack.expiryDate,
              ...(pack.serialNumber ? { serialNumber: pack.serialNumber } : {}),
            }
          : {}),
      },
    });
    const note = returnNote(facts, ORDER_STATE_LABEL[to]);

    // The round of steps closes on the pack that came back: its facts are kept for the checks.
    await tx.insert(dispensingSteps).values({
      ...stepBy(orderId, RETURN_STEP, ctx),
      note,
      assembly_step_id: pack?.assemblyStepId ?? null,
      product_id: pack?.productId ?? null,
      gtin: pack?.gtin ?? null,
      batch_number: pack?.batchNumber ?? null,
      expiry_date: pack?.expiryDate ?? null,
      serial_number: pack?.serialNumber ?? null,
    });

    // The supply's register entry never changes; the return is a note beside it.
    const [entry] = await tx
      .select({ entryId: pomRegister.entry_id })
      .from(pomRegister)
      .where(eq(pomRegister.order_id, orderId))
      .orderBy(desc(pomRegister.entry_id))
      .limit(1);
    if (entry) {
      await tx.insert(pomRegisterNotes).values({
        entry_id: entry.entryId,
        order_id: orderId,
        kind: "return",
        note,
        entered_by_user_id: ctx.actor.userId,
        entered_by_name: ctx.actor.name,
        created_at: ctx.now,
      });
    }
    return {
      orderId,
      state: to,
      kind,
      outcome: input.outcome,
      pack: pack
        ? { batchNumber: pack.batchNumber, expiryDate: pack.expiryDate, serialNumber: pack.serialNumber }
        : null,
      registerEntryId: entry?.entryId ?? null,
    };
  });
}
