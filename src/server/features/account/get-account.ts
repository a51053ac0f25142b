import { and, desc, eq, inArray } from "drizzle-orm";
import { TREATMENT_STATUS_LABEL, treatmentStatusOf } from "@/shared/domain/orders/next-step";
import {
  isOpenOrder,
  isSupplied,
  ORDER_STATE_ID,
  ORDER_STATE_LABEL,
  orderStateOf,
  SUPPLIED_ORDER_STATES,
} from "@/shared/domain/orders/order-lifecycle";
import { registerUrl } from "@/shared/domain/people/prescriber-regulators";
import type { Db } from "../../db/client";
import type { Ctx } from "../../deps";
import { consultations, orderEvents, prescribingDecisions, prescriptions } from "../../db/schema";
import { notSuperseded } from "../../lib/prescribing/current-decision";
import { reorderStatus } from "../../lib/treatment/reorder-status";
import { getSettings } from "../../lib/site/settings";
import { findAccountPatient, readPatientOrder, submittedOrders } from "./account.queries";
import { toPatientOrder } from "./patient-order.mapper";

/** The prescriber of the patient's latest approval, named with their regulator and number (decisions 021, 119). */
async function latestPrescriber(db: Db, patientId: number) {
  const [row] = await db
    .select({
      name: prescribingDecisions.prescriber_name,
      regulator: prescribingDecisions.prescriber_regulator,
      number: prescribingDecisions.prescriber_number,
    })
    .from(prescribingDecisions)
    .innerJoin(consultations, eq(consultations.consultation_id, prescribingDecisions.consultation_id))
    .where(and(eq(consultations.patient_id, patientId), eq(prescribingDecisions.outcome, "approved"), notSuperseded))
    .orderBy(desc(prescribingDecisions.decision_id))
    .limit(1);
  return row ? { ...row, registerUrl: registerUrl(row.regulator, row.number) } : null;
}

/** The dose of the latest prescription that stands (a corrected decision's is superseded, decision 085), as the prescriber wrote it. */
async function currentDose(db: Db, patientId: number) {
  const [row] = await db
    .select({ strength: prescriptions.strength })
    .from(prescriptions)
    .innerJoin(prescribingDecisions, eq(prescribingDecisions.decision_id, prescriptions.decision_id))
    .where(and(eq(prescriptions.patient_id, patientId), notSuperseded))
    .orderBy(desc(prescriptions.prescription_id))
    .limit(1);
  return row?.strength ?? null;
}

/** Whether any of the orders ever reached the patient (a later return does not undo the treatment). */
async function everSupplied(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return false;
  const supplied = SUPPLIED_ORDER_STATES.map((s) => ORDER_STATE_ID[s]);
  const [row] = await db
    .select({ id: orderEvents.order_event_id })
    .from(orderEvents)
    .where(and(inArray(orderEvents.order_id, orderIds), inArray(orderEvents.to_status_id, supplied)))
    .limit(1);
  return Boolean(row);
}

/** Whether the next pen can be requested now, from which date, and why not (issue 13). */
async function reorderOf(db: Db, patientId: number, now: Date) {
  const { eligibility } = await reorderStatus(db, patientId, now);
  return eligibility.canReorder
    ? { canReorder: true, reason: null, message: null, availableFrom: eligibility.availableFrom }
    : {
        canReorder: false,
        reason: eligibility.reason,
        message: eligibility.message,
        availableFrom: eligibility.availableFrom,
      };
}

/** GET /api/account: the signed-in patient's treatment, current order, past orders, reminder choice and re-order. */
export async function getAccount({ db, now, actor, payments }: Ctx) {
  const patient = await findAccountPatient(db, actor.userId);
  if (!patient)
    return {
      patient: null,
      treatment: { status: "not_started" as const, label: TREATMENT_STATUS_LABEL.not_started },
      prescriber: null,
      currentDose: null,
      currentOrder: null,
      pastOrders: [],
      reorder: null,
    };
  const [settings, rows, prescriber, dose, reorder] = await Promise.all([
    getSettings(db),
    submittedOrders(db, patient.patient_id),
    latestPrescriber(db, patient.patient_id),
    currentDose(db, patient.patient_id),
    reorderOf(db, patient.patient_id, now),
  ]);
  const open = rows.find((o) => isOpenOrder(orderStateOf(o.order_status_id)));
  // The order in hand: the open one, else the latest while it is on its way (dispatched, not yet confirmed).
  const current = open ?? (rows[0] && orderStateOf(rows[0].order_status_id) === "dispatched" ? rows[0] : undefined);
  const supplied =
    rows.some((o) => isSupplied(orderStateOf(o.order_status_id))) ||
    (await everSupplied(
      db,
      rows.map((o) => o.order_id),
    ));
  const status = treatmentStatusOf(
    open ? orderStateOf(open.order_status_id) : null,
    supplied,
    rows[0] ? orderStateOf(rows[0].order_status_id) : null,
  );
  return {
    patient: {
      name: [patient.firstname, patient.lastname].filter(Boolean).join(" "),
      reorderReminders: patient.reorder_reminders,
    },
    treatment: { status, label: TREATMENT_STATUS_LABEL[status] },
    prescriber,
    currentDose: dose,
    currentOrder: current ? toPatientOrder(current, await readPatientOrder(db, current), settings, payments) : null,
    pastOrders: rows
      .filter((o) => o !== current)
      .map((o) => {
        const state = orderStateOf(o.order_status_id);
        return { orderId: o.order_id, date: o.date, state, stateLabel: ORDER_STATE_LABEL[state] };
      }),
    reorder,
  };
}
