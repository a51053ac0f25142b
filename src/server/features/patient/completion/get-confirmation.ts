import { orderTotals, penceToDecimal, toPence } from "@/shared/domain/payments/money";
import type { Ctx } from "../../../deps";
import { nextPenFromAccountFor } from "../../../lib/treatment/reorder-status";
import { getSettings } from "../../../lib/site/settings";
import { openingHoursOf, shippingLinesOf } from "../order.mapper";
import { toPatientBasics } from "../patient.mapper";
import { findOpenOrder, findPatient, orderLineOf } from "../patient.queries";

/**
 * GET /api/patient/confirmation (docs/spec.md §2 step 6): everything shown is computed here.
 * `nextPenFromAccount`: the patient's next pen comes through the re-order (decision 083).
 */
export async function getConfirmation({ db, actor }: Ctx) {
  const patient = await findPatient(db, actor.userId);
  if (!patient) return { patient: null, order: null, nextPenFromAccount: false };
  const nextPenFromAccount = await nextPenFromAccountFor(db, patient.patient_id);
  const order = await findOpenOrder(db, patient.patient_id);
  if (!order) return { patient: toPatientBasics(patient), order: null, nextPenFromAccount };
  const settings = await getSettings(db);
  const line = await orderLineOf(db, order.order_id);
  const lines = line
    ? [
        {
          productId: line.productId,
          productName: line.productName,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          vatRate: line.vatRate,
        },
      ]
    : [];
  const totals = orderTotals(
    lines.map((l) => ({ unitPricePence: toPence(l.unitPrice), quantity: l.quantity, vatRate: Number(l.vatRate) })),
  );
  return {
    patient: toPatientBasics(patient),
    nextPenFromAccount,
    order: {
      orderId: order.order_id,
      lines,
      subtotal: penceToDecimal(totals.totalPence),
      vat: penceToDecimal(totals.vatPence),
      totalDue: penceToDecimal(totals.totalDuePence),
      deliveryMethod: order.delivery_method as "delivery" | "pickup" | null,
      shippingLines: order.delivery_method ? shippingLinesOf(order, settings) : [],
      openingHours: openingHoursOf(order, settings),
    },
  };
}
