import { eq } from "drizzle-orm";
import {
  COLD_CHAIN_REQUIRED,
  type ColdChainPackaging,
  type Courier,
  needsColdChainConfirmation,
  trackingUrl,
} from "@/shared/domain/dispensing/dispensing";
import type { StaffCtx } from "../../../deps";
import { orders } from "../../../db/schema";
import { queueDispatchedEmail } from "../../../email/orders/order-dispatched";
import { AppError } from "../../../lib/http/app-error";
import { moveOrder } from "../../../lib/orders/order-moves";
import { requireNoUnhandledRedFlag } from "../../../lib/clinical/side-effect-hold";
import { requireRpOnDuty } from "../../../lib/dispensing/responsible-pharmacist";
import { requireStaffOrder, staffMover } from "../admin-orders.queries";
import { requireNoOpenExcursion } from "../../../lib/dispensing/fridge-excursions";
import { requirePackNotRecalled } from "../../../lib/dispensing/recall-holds";
import { requireOrderPackNotReturned } from "../../../lib/dispensing/returned-packs";
import { supplyOrderPacks } from "../../../lib/dispensing/stock";

/**
 * POST /api/admin/orders/:id/dispatch: a delivery order leaves with the courier. On a Friday or
 * a Saturday (the server's day) the cold-chain packaging must be confirmed, or nothing moves; nor
 * while the patient has a red-flag side-effect report no prescriber has handled. The packaging is
 * recorded on every dispatch (decision 121).
 */
export async function dispatchOrder(
  ctx: StaffCtx,
  {
    orderId,
    ...input
  }: {
    orderId: number;
    courier: Courier;
    trackingNumber: string;
    coldChainPackaging: ColdChainPackaging;
    coldChainConfirmed?: boolean;
  },
) {
  await requireStaffOrder(ctx.db, orderId);
  return ctx.db.transaction(async (tx) => {
    const coldChain = needsColdChainConfirmation(ctx.now);
    const { order } = await moveOrder(tx, {
      orderId,
      action: "dispatch",
      actor: staffMover(ctx.actor),
      now: ctx.now,
      data: {
        courier: input.courier,
        trackingNumber: input.trackingNumber,
        coldChainPackaging: input.coldChainPackaging,
        ...(coldChain ? { coldChainConfirmed: true } : {}),
      },
    });
    // After the move, so an order in the wrong state hears that first; a throw undoes the move.
    // A red-flag report holds every dispatch until a prescriber has handled it (issue 13).
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
    if (coldChain && input.coldChainConfirmed !== true) {
      throw new AppError("invalid_input", COLD_CHAIN_REQUIRED, { fields: { coldChainConfirmed: COLD_CHAIN_REQUIRED } });
    }
    await tx
      .update(orders)
      .set({ courier: input.courier, tracking_number: input.trackingNumber })
      .where(eq(orders.order_id, orderId));
    const url = trackingUrl(input.courier, input.trackingNumber);
    await queueDispatchedEmail(tx, {
      orderId,
      patientId: order.patient_id,
      appUrl: ctx.appUrl,
      courier: input.courier,
      trackingNumber: input.trackingNumber,
      trackingUrl: url,
    });
    return { orderId, courier: input.courier, trackingNumber: input.trackingNumber, trackingUrl: url };
  });
}
