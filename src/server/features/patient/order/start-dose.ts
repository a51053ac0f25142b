import type { Ctx } from "../../../deps";
import { toDoseStep } from "../order.mapper";
import { ensureOpenOrder, readDoseStep, requirePatient, starterDoseOnly } from "../patient.queries";

/** POST /api/patient/dose: finds the open order or creates one with the starter dose (docs/spec.md §4 dose step). */
export async function startDose({ db, now, actor }: Ctx) {
  return db.transaction(async (tx) => {
    const patient = await requirePatient(tx, actor.userId);
    const restricted = await starterDoseOnly(tx, patient);
    const order = await ensureOpenOrder(tx, patient, restricted, now);
    return toDoseStep(await readDoseStep(tx, order.order_id, restricted, now));
  });
}
