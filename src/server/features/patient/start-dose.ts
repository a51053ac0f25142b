import type { Db } from "../../db/client";
import { toDoseStep } from "./order.mapper";
import { ensureOpenOrder, requirePatient } from "./patient.queries";

/** POST /api/patient/dose: finds the open order or creates one with the starter dose (docs/spec.md §4 dose step). */
export async function startDose(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const patient = await requirePatient(tx, userId);
    const order = await ensureOpenOrder(tx, patient);
    return toDoseStep(tx, patient, order.order_id);
  });
}
