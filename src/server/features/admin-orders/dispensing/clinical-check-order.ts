import { DISPENSING_MESSAGES, isOwnPrescription } from "@/shared/domain/dispensing/dispensing-steps";
import { loneWorkingAllowed } from "@/shared/domain/dispensing/lone-working";
import type { ClinicalCheckInput } from "@/shared/schemas/orders/dispensing";
import type { StaffCtx } from "../../../deps";
import { dispensingSteps } from "../../../db/schema";
import { AppError } from "../../../lib/http/app-error";
import { rpOnDuty } from "../../../lib/dispensing/responsible-pharmacist";
import { hasUnhandledRedFlag } from "../../../lib/clinical/side-effect-hold";
import { requireStaffOrder } from "../admin-orders.queries";
import { requireCurrentPrescription } from "../../../lib/prescribing/prescription-validity";
import { getSettings } from "../../../lib/site/settings";
import { lockForStep, stepActorOf, stepBy } from "./dispensing.queries";

/**
 * POST /api/admin/orders/:id/clinical-check (decision 095): a registered pharmacist (decision 117;
 * the one who approved the prescription only when lone working is allowed, and the check then
 * records it as their own prescription, `lone_working`) confirms the prescription is appropriate for the patient: the decision, the dose, their
 * latest reports and advice. It names the decision checked and the responsible pharmacist on
 * duty, and is refused while nobody is signed in as one (decision 098) or while a red-flag
 * report waits for a prescriber (decision 075). A correcting decision voids it (decision 115).
 */
export async function clinicalCheckOrder(ctx: StaffCtx, input: ClinicalCheckInput & { orderId: number }) {
  const { orderId } = input;
  await requireStaffOrder(ctx.db, orderId);
  return ctx.db.transaction(async (tx) => {
    const rp = await rpOnDuty(tx);
    const settings = await getSettings(tx);
    const { order, facts } = await lockForStep(tx, orderId, "clinical_check", ctx, {
      loneWorkingAllowed: loneWorkingAllowed(settings.lone_working_allowed),
      responsiblePharmacistOnDuty: rp !== null,
    });
    if (await hasUnhandledRedFlag(tx, order.patient_id))
      throw new AppError("conflict", DISPENSING_MESSAGES.redFlagOpen);
    // The pharmacist checks against the current prescription (decision 086); the accuracy check does again.
    const prescription = await requireCurrentPrescription(tx, { orderId, now: ctx.now });
    const [row] = await tx
      .insert(dispensingSteps)
      .values({
        ...stepBy(orderId, "clinical_check", ctx),
        rp_log_id: rp!.rp_log_id,
        rp_name: rp!.name,
        decision_id: prescription.decision_id,
        note: input.note || null,
        lone_working: isOwnPrescription(facts, stepActorOf(ctx.employee)),
      })
      .returning();
    return { orderId, step: "clinical_check" as const, at: row!.created_at.toISOString() };
  });
}
