import type { Ctx } from "../../deps";
import { nextPenFromAccountFor } from "../../lib/treatment/reorder-status";
import { toOrder } from "./order.mapper";
import { toPatientBasics } from "./patient.mapper";
import {
  findOpenHistory,
  findOpenOrder,
  findPatient,
  listDoses,
  orderLineOf,
  starterDoseOnly,
} from "./patient.queries";
import { toQuestionnaire } from "./questionnaire.mapper";

/**
 * GET /api/patient/state: the saved form (patient, open questionnaire, open order) and the doses
 * this patient may request; `nextPenFromAccount` says the form is closed to them and their next
 * pen is requested from their account (decision 083).
 */
export async function getState({ db, now, actor }: Ctx) {
  const patient = await findPatient(db, actor.userId);
  if (!patient) {
    return {
      accountEmail: actor.email,
      patient: null,
      questionnaire: null,
      order: null,
      starterDoseOnly: true,
      nextPenFromAccount: false,
      doses: await listDoses(db, true, now),
    };
  }
  const history = await findOpenHistory(db, patient.patient_id);
  const open = await findOpenOrder(db, patient.patient_id);
  const restricted = await starterDoseOnly(db, patient);
  return {
    accountEmail: actor.email,
    patient: toPatientBasics(patient),
    questionnaire: toQuestionnaire(patient, history, now),
    order: open ? toOrder(open, await orderLineOf(db, open.order_id)) : null,
    starterDoseOnly: restricted,
    nextPenFromAccount: await nextPenFromAccountFor(db, patient.patient_id),
    doses: await listDoses(db, restricted, now),
  };
}
