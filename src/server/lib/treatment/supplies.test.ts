/**
 * Decision 080: one reading of what was supplied to a patient, for the re-order rule, the
 * prescriber's one-step check and the progress of treatment.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents } from "@/server/db/schema";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { lastSupply, suppliesOfPatients } from "./supplies";
import { insertOrderInState, insertPatientWithAccount } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

/** A supply handed over on `on` (to the courier, or across the counter for a pickup). */
async function supplied(
  patientId: number,
  mg: 2.5 | 5 | 7.5 | 10 | 12.5 | 15,
  on: string,
  method: "delivery" | "pickup" = "delivery",
) {
  const order = await insertOrderInState(t.db, patientId, method === "pickup" ? "collected" : "delivered", {
    strengthMg: mg,
    method,
    at: day(on),
  });
  const to = method === "pickup" ? ORDER_STATE_ID.collected : ORDER_STATE_ID.dispatched;
  await t.db.insert(orderEvents).values({
    order_id: order.order_id,
    from_status_id: ORDER_STATE_ID.dispensed,
    to_status_id: to,
    actor_kind: "staff",
    created_at: day(on),
  });
  return order;
}

describe("a patient's supplies", () => {
  it("are the orders handed over, each on its day with the prescribed dose, never an old history order or one awaiting review", async () => {
    const patient = await insertPatientWithAccount(t.db);
    const other = await insertPatientWithAccount(t.db);
    const first = await supplied(patient.patient_id, 2.5, "2026-03-02");
    // Another patient's supply on a later day must not lend this patient its date.
    await supplied(other.patient_id, 15, "2026-05-20");
    const second = await supplied(patient.patient_id, 5, "2026-04-01", "pickup");
    await insertOrderInState(t.db, patient.patient_id, "completed_history", { strengthMg: 10 });
    await insertOrderInState(t.db, patient.patient_id, "awaiting_review", { strengthMg: 7.5 });

    const supplies = await suppliesOfPatients(t.db, [patient.patient_id, other.patient_id]);
    expect(supplies.get(patient.patient_id)).toEqual([
      { orderId: first.order_id, on: "2026-03-02", productId: 2, mg: 2.5 },
      { orderId: second.order_id, on: "2026-04-01", productId: 3, mg: 5 },
    ]);
    expect(supplies.get(other.patient_id)).toMatchObject([{ on: "2026-05-20", mg: 15 }]);
    expect(await lastSupply(t.db, patient.patient_id)).toMatchObject({
      orderId: second.order_id,
      suppliedOn: "2026-04-01",
      productId: 3,
      mg: 5,
    });
  });

  it("are none for a patient only ever given history or open orders", async () => {
    const patient = await insertPatientWithAccount(t.db);
    await insertOrderInState(t.db, patient.patient_id, "completed_history", { strengthMg: 10 });
    expect((await suppliesOfPatients(t.db, [patient.patient_id])).get(patient.patient_id)).toEqual([]);
    expect(await lastSupply(t.db, patient.patient_id)).toBeNull();
  });
});
