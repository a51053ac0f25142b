/**
 * Patients part-way through treatment, for the re-order tests: a signed-in patient whose last
 * pen was supplied (dispatched, with its event) some days before the test's clock, at a dose.
 */
import { eq } from "drizzle-orm";
import { orderEvents, orders, patientHistory, patients } from "@/server/db/schema";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import type { ReorderInput } from "@/shared/schemas/treatment/reorder";
import { NO_SIDE_EFFECTS } from "@/shared/domain/clinical/side-effects";
import { answeredNo } from "./admin-fixtures";
import { insertOrderInState, signedInPatient } from "./order-fixtures";
import type { TestApp } from "./test-app";
import { DAY_MS } from "@/shared/domain/dates";

/** The seeded products by strength (decision 011: 2.5 mg is product 2). */
export const PRODUCT_OF_MG: Record<number, number> = { 2.5: 2, 5: 3, 7.5: 4, 10: 5, 12.5: 6, 15: 7 };

export const isoDaysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/** A signed-in patient whose last pen (of `mg`) was dispatched `daysAgo` days before `now`, delivered since. */
export async function suppliedPatient(t: TestApp, o: { now: Date; daysAgo: number; mg?: number; sex?: 1 | 2 }) {
  const p = await signedInPatient(t);
  await t.db
    .update(patients)
    .set({ sex: o.sex ?? 1 })
    .where(eq(patients.patient_id, p.patient.patient_id));
  const at = new Date(o.now.getTime() - o.daysAgo * DAY_MS);
  const productId = PRODUCT_OF_MG[o.mg ?? 5]!;
  // The approval of that pen wrote its line and its prescription at the dose.
  const order = await insertOrderInState(t.db, p.patient.patient_id, "delivered", {
    at,
    strengthMg: (o.mg ?? 5) as 2.5 | 5 | 7.5 | 10 | 12.5 | 15,
  });
  await t.db.insert(orderEvents).values([
    {
      order_id: order.order_id,
      from_status_id: ORDER_STATE_ID.dispensed,
      to_status_id: ORDER_STATE_ID.dispatched,
      actor_kind: "staff",
      created_at: at,
    },
    {
      order_id: order.order_id,
      from_status_id: ORDER_STATE_ID.dispatched,
      to_status_id: ORDER_STATE_ID.delivered,
      actor_kind: "patient",
      created_at: new Date(at.getTime() + DAY_MS),
    },
  ]);
  await t.db.update(orders).set({ updated_at: at }).where(eq(orders.order_id, order.order_id));
  await t.db.insert(patientHistory).values({
    ...answeredNo(),
    patient_id: p.patient.patient_id,
    order_id: order.order_id,
    height: 170,
    weight: 100,
    bmi: 34.6,
    date_completed: isoDaysBefore(o.now, o.daysAgo + 2),
  });
  return Object.assign(p, { supplied: order, productId });
}

const no = { answer: "no" as const, details: "" };

/** A check-in that the ladder takes as on time: weighed today, 4 injections, no side effects. */
export function checkin(now: Date, over: Partial<ReorderInput> = {}): ReorderInput {
  return {
    weightKg: 96.5,
    weighedOn: isoDaysBefore(now, 0),
    injectionsTaken: 4,
    lastInjectionOn: isoDaysBefore(now, 6),
    sideEffects: { ...NO_SIDE_EFFECTS },
    newConditions: no,
    newMedicines: no,
    pregnantBreastfeedingOrPlanning: null,
    oralContraception: null,
    requestedMg: 5,
    questionnaire: null,
    ...over,
  };
}

/** Every question of the full safety questionnaire answered 'no'. */
export function allNo(): NonNullable<ReorderInput["questionnaire"]> {
  const fields = [
    "isPregnantOrBreastfeeding",
    "takingOtherWeightLossMedication",
    "historyOfPancreatitis",
    "historyOfHeartCondition",
    "historyOfGallstones",
    "hasEatingDisorder",
    "hasLiverOrKidneyIssues",
    "historyOfIBSOrBowelDisease",
    "previousWeightLoss",
    "medicalConditions",
    "currentMedications",
  ] as const;
  return {
    answers: Object.fromEntries(fields.map((f) => [f, no])) as NonNullable<ReorderInput["questionnaire"]>["answers"],
  };
}
