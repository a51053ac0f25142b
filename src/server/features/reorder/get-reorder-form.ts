import type { Ctx } from "../../deps";
import { doseProducts, reorderStatus } from "../../lib/treatment/reorder-status";
import { accountPatient } from "./reorder.queries";
import { outOfStockProducts, waitingForStock } from "../../lib/dispensing/stock";

const NO_PATIENT = {
  canReorder: false as const,
  reason: "no_supply" as const,
  message: "You can request your next pen once your first pen has been supplied.",
  availableFrom: null,
};

/**
 * GET /api/account/reorder: whether the signed-in patient may request their next pen today
 * and, if so, what the form needs to ask and to offer: the day by the server's clock, the
 * supply date (the earliest last injection), the dose supplied, the strengths of the ladder and
 * the Clinical settings, so the page shows the same ladder the server will enforce.
 */
export async function getReorderForm({ db, now, actor }: Ctx) {
  const patient = await accountPatient(db, actor.userId);
  if (!patient) return { eligibility: NO_PATIENT, today: null, form: null };
  const status = await reorderStatus(db, patient.patient_id, now);
  const e = status.eligibility;
  const eligibility = e.canReorder
    ? { canReorder: true as const, reason: null, message: null, availableFrom: e.availableFrom }
    : e;
  if (!e.canReorder || !status.supply || status.supply.mg === null)
    return { eligibility, today: status.today, form: null };
  const [strengths, outOfStock, waitingFor] = await Promise.all([
    doseProducts(db),
    outOfStockProducts(db, now),
    waitingForStock(db, patient.patient_id),
  ]);
  return {
    eligibility,
    today: status.today,
    form: {
      suppliedOn: status.supply.suppliedOn,
      currentMg: status.supply.mg,
      strengthsMg: strengths.map((s) => s.mg),
      // Decision 124: the strengths out of stock, not offered; the patient may ask to be told.
      outOfStock: strengths
        .filter((s) => outOfStock.has(s.productId))
        .map((s) => ({ mg: s.mg, productId: s.productId, waiting: waitingFor.includes(s.productId) })),
      female: patient.sex === 2,
      policy: { restartGapDays: status.policy.restartGapDays, reassessmentGapDays: status.policy.reassessmentGapDays },
    },
  };
}
