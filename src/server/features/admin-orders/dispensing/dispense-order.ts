import { desc, eq } from "drizzle-orm";
import { isoToday } from "@/shared/domain/dates";
import { expiryError } from "@/shared/domain/dispensing/dispensing";
import type { DispenseInput } from "@/shared/schemas/orders/orders";
import type { Tx } from "../../../db/client";
import type { Ctx } from "../../../deps";
import { orders, patients, pomRegister, prescriptions } from "../../../db/schema";
import { AppError } from "../../../lib/http/app-error";
import { requireAdviceSettled } from "../../../lib/clinical/contraception-advice";
import { moveOrder } from "../../../lib/orders/order-moves";
import { requireCurrentPrescription } from "../../../lib/prescribing/prescription-validity";
import { getSettings } from "../../../lib/site/settings";
import { addressLine, requireStaffOrder, staffMover } from "../admin-orders.queries";

type RegisterRow = typeof pomRegister.$inferSelect;

const toEntry = (e: RegisterRow) => ({
  entryId: e.entry_id,
  orderId: e.order_id,
  entryDate: e.entry_date,
  medicine: e.medicine_name,
  strength: e.strength,
  quantity: e.quantity,
  prescriberName: e.prescriber_name,
  prescriberAddress: e.prescriber_address,
  patientName: e.patient_name,
  patientAddress: e.patient_address,
  prescriptionDate: e.prescription_date,
  batchNumber: e.batch_number,
  expiryDate: e.expiry_date,
  enteredBy: e.entered_by_name,
});

/**
 * The one dispensing of an order: it moves to dispensed and its entry in the prescription-only
 * medicine register is written the same day, in one transaction. Called by the accuracy check,
 * the last of the three steps (accuracy-check-order.ts, decision 095), inside its own
 * transaction `outer` (this one is then a savepoint), by the request's member of staff. One entry
 * per supply, named by the accuracy check that made it: an order supplied again after a return
 * has an entry for each supply (decision 125). A second call for the same check finds its entry
 * and answers with it: never a second entry.
 */
export async function dispenseOrder(
  outer: Tx,
  { orderId, accuracyStepId, ...input }: DispenseInput & { orderId: number; accuracyStepId: number },
  ctx: Pick<Ctx, "actor" | "now">,
) {
  await requireStaffOrder(outer, orderId);
  return outer.transaction(async (tx) => {
    // The order row is locked first, so two clicks at once queue here and the second sees the first's entry.
    await tx.select({ id: orders.order_id }).from(orders).where(eq(orders.order_id, orderId)).for("update");
    const [existing] = await tx
      .select()
      .from(pomRegister)
      .where(eq(pomRegister.accuracy_step_id, accuracyStepId))
      .limit(1);
    if (existing) return { entry: toEntry(existing), alreadyDispensed: true };

    const { order } = await moveOrder(tx, {
      orderId,
      action: "dispense",
      actor: staffMover(ctx.actor),
      now: ctx.now,
      data: { batchNumber: input.batchNumber, expiryDate: input.expiryDate },
    });
    // After the move, so an order in the wrong state hears that first; a throw undoes the move.
    await requireCurrentPrescription(tx, { orderId, now: ctx.now });
    const tooSoon = expiryError(input.expiryDate, ctx.now);
    if (tooSoon) throw new AppError("invalid_input", tooSoon, { fields: { expiryDate: tooSoon } });
    // MHRA (June 2025): a female patient's first pen and each step up wait for the contraception
    // and pregnancy advice, confirmed by her or recorded by the prescriber (issue 13).
    await requireAdviceSettled(tx, { orderId, patientId: order.patient_id });
    const [prescription] = await tx
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.order_id, orderId))
      .orderBy(desc(prescriptions.prescription_id))
      .limit(1);
    if (!prescription) throw new AppError("conflict", `Order #${orderId} has no prescription to dispense against`);
    const [patient] = await tx.select().from(patients).where(eq(patients.patient_id, order.patient_id));
    const settings = await getSettings(tx);
    const [entry] = await tx
      .insert(pomRegister)
      .values({
        order_id: orderId,
        entry_date: isoToday(ctx.now),
        medicine_name: prescription.medicine_name,
        strength: prescription.strength,
        quantity: prescription.quantity,
        prescriber_name: prescription.prescriber_name,
        // The prescriber works from the pharmacy: its address is theirs on the register.
        prescriber_address: addressLine(
          settings.display_name,
          settings.pharmacy_address_line1,
          settings.pharmacy_address_line2,
          settings.pharmacy_address_line3,
        ),
        patient_name: [patient!.firstname, patient!.lastname].filter(Boolean).join(" "),
        patient_address: addressLine(patient!.address1, patient!.address2, patient!.address3, patient!.postcode),
        prescription_date: prescription.issued_on,
        batch_number: input.batchNumber,
        expiry_date: input.expiryDate,
        entered_by_user_id: ctx.actor.userId,
        entered_by_name: ctx.actor.name,
        accuracy_step_id: accuracyStepId,
        created_at: ctx.now,
      })
      .returning();
    return { entry: toEntry(entry!), alreadyDispensed: false };
  });
}
