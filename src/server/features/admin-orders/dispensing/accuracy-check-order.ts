import { isLoneWorking } from "@/shared/domain/dispensing/dispensing-steps";
import { loneWorkingAllowed } from "@/shared/domain/dispensing/lone-working";
import type { StaffCtx } from "../../../deps";
import { dispensingSteps } from "../../../db/schema";
import { requireRpPresent, rpOnDuty } from "../../../lib/dispensing/responsible-pharmacist";
import { getSettings } from "../../../lib/site/settings";
import { requireStaffOrder } from "../admin-orders.queries";
import { dispenseOrder } from "./dispense-order";
import { lockForStep, stepActorOf, stepBy } from "./dispensing.queries";
import { requireNoOpenExcursion } from "../../../lib/dispensing/fridge-excursions";
import { requireBatchNotRecalled } from "../../../lib/dispensing/recall-holds";
import { requirePackNotReturned } from "../../../lib/dispensing/returned-packs";

/**
 * POST /api/admin/orders/:id/accuracy-check (decisions 095, 097 and 117): a pharmacist or an
 * accredited checking technician other than the one who assembled confirms the pack, the dose,
 * the label and the patient (the same person only when the Clinical setting
 * `lone_working_allowed` is on and they are a pharmacist, and the check then says so).
 * It is what dispenses: in the same transaction the order moves to dispensed and its POM
 * register entry is written from the assembled pack (dispenseOrder, the one dispensing path),
 * so the order reaches "To dispatch" or "Ready to collect" only after it.
 */
export async function accuracyCheckOrder(ctx: StaffCtx, orderId: number) {
  await requireStaffOrder(ctx.db, orderId);
  return ctx.db.transaction(async (tx) => {
    const settings = await getSettings(tx);
    const allowed = loneWorkingAllowed(settings.lone_working_allowed);
    // Decision 113: a supply needs a responsible pharmacist signed in; the check names them.
    // Decision 116: and present; their entry is held until the check is written.
    const rp = await rpOnDuty(tx, "share");
    const { facts, current } = await lockForStep(tx, orderId, "accuracy_check", ctx, {
      loneWorkingAllowed: allowed,
      responsiblePharmacistOnDuty: rp !== null,
    });
    await requireRpPresent(tx, rp!);
    // Decision 121: nothing moves toward the patient while the fridge is out of range.
    await requireNoOpenExcursion(tx);
    const assembly = current.assembly!;
    // Decision 122: a pack of a recalled batch is held until assembled again from another.
    await requireBatchNotRecalled(tx, assembly.product_id!, assembly.batch_number!);
    // Decision 125: nor a pack that came back (on any order), whenever it was assembled.
    await requirePackNotReturned(tx, { batchNumber: assembly.batch_number!, serialNumber: assembly.serial_number });
    const loneWorking = isLoneWorking(facts, stepActorOf(ctx.employee));
    const [row] = await tx
      .insert(dispensingSteps)
      .values({
        ...stepBy(orderId, "accuracy_check", ctx),
        assembly_step_id: assembly.step_id,
        lone_working: loneWorking,
        rp_log_id: rp!.rp_log_id,
        rp_name: rp!.name,
      })
      .returning();
    const { entry } = await dispenseOrder(
      tx,
      { orderId, accuracyStepId: row!.step_id, batchNumber: assembly.batch_number!, expiryDate: assembly.expiry_date! },
      ctx,
    );
    return { orderId, step: "accuracy_check" as const, at: row!.created_at.toISOString(), loneWorking, entry };
  });
}
