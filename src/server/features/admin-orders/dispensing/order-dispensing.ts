/**
 * What the order page shows of dispensing (decision 095): the checklist of the three steps,
 * the step waiting, and what each step's dialog shows: for the clinical check the decision, the
 * dose, the patient's latest report and the advice; for the assembly whether the product's
 * barcode is on record; for the accuracy check whether it would be lone working; and whether the
 * viewer may do each check (decision 117).
 */
import { desc, eq } from "drizzle-orm";
import { type StepActor, stepNotAllowed, stepWaiting } from "@/shared/domain/dispensing/dispensing-steps";
import { loneWorkingAllowed } from "@/shared/domain/dispensing/lone-working";
import type { OrderState } from "@/shared/domain/orders/order-lifecycle";
import { RED_FLAGS } from "@/shared/domain/clinical/side-effects";
import type { Db } from "../../../db/client";
import { incidents, prescribingDecisions, prescriptions, products, sideEffectReports } from "../../../db/schema";
import { adviceStatusOf } from "../../../lib/clinical/contraception-advice";
import { rpPresence } from "../../../lib/dispensing/responsible-pharmacist";
import { currentApproverId } from "../../../lib/prescribing/prescription-validity";
import { signatureState } from "../../../lib/prescribing/prescription-signing";
import { openExcursion } from "../../../lib/dispensing/fridge-excursions";
import { recallHolding } from "../../../lib/dispensing/recall-holds";
import { returnedHolding } from "../../../lib/dispensing/returned-packs";
import type { SettingsMap } from "@/shared/domain/site/settings";
import { currentSteps, dispensingFacts, stepsOf, toChecklist } from "./dispensing.queries";

/** The states in which an assembled pack is still in the pharmacy, held by a recall of its batch. */
const HELD_STATES: readonly OrderState[] = ["prescribed", "redispatch", "dispensed", "ready_to_collect"];
const redFlagLabel = (key: string) => RED_FLAGS.find((f) => f.key === key)?.label ?? key;

export async function orderDispensing(
  db: Db,
  order: { orderId: number; patientId: number; state: OrderState },
  viewer: StepActor,
  settings: SettingsMap,
) {
  const [rows, rp, [decision], [report], advice, linked, approvedBy] = await Promise.all([
    stepsOf(db, order.orderId),
    rpPresence(db),
    db
      .select({
        prescriber: prescribingDecisions.prescriber_name,
        decidedAt: prescribingDecisions.created_at,
        reasoning: prescribingDecisions.reasoning,
        gtin: products.gtin,
        rx: prescriptions,
      })
      .from(prescriptions)
      .innerJoin(prescribingDecisions, eq(prescribingDecisions.decision_id, prescriptions.decision_id))
      .innerJoin(products, eq(products.product_id, prescriptions.product_id))
      .where(eq(prescriptions.order_id, order.orderId))
      .orderBy(desc(prescriptions.prescription_id))
      .limit(1),
    db
      .select()
      .from(sideEffectReports)
      .where(eq(sideEffectReports.patient_id, order.patientId))
      .orderBy(desc(sideEffectReports.report_id))
      .limit(1),
    adviceStatusOf(db, order),
    db
      .select({ incidentId: incidents.incident_id, kind: incidents.kind, closedAt: incidents.closed_at })
      .from(incidents)
      .where(eq(incidents.order_id, order.orderId))
      .orderBy(desc(incidents.incident_id)),
    currentApproverId(db, order.orderId),
  ]);
  const facts = dispensingFacts(rows, order.state, approvedBy);
  const held = HELD_STATES.includes(order.state);
  const [signature, excursion, recall, returnedPack] = await Promise.all([
    decision ? signatureState(db, decision.rx) : null,
    openExcursion(db),
    held ? recallHolding(db, order.orderId) : null,
    held ? returnedHolding(db, order.orderId) : null,
  ]);
  const current = currentSteps(rows);
  const lone = { loneWorkingAllowed: loneWorkingAllowed(settings.lone_working_allowed) };
  return {
    steps: toChecklist(rows),
    waiting: stepWaiting(facts),
    assembledByYou: current.assembly?.employee_id === viewer.employeeId,
    loneWorkingAllowed: lone.loneWorkingAllowed,
    // Decision 117: why the viewer may not do each check (null when they may); the page shows the button only then.
    notAllowed: {
      clinicalCheck: stepNotAllowed("clinical_check", facts, viewer, lone),
      accuracyCheck: stepNotAllowed("accuracy_check", facts, viewer, lone),
    },
    // Decision 116: while the RP is absent, no supply; the page says so beside the button.
    responsiblePharmacist: rp ? { name: rp.name, since: rp.since, absentSince: rp.absentSince } : null,
    // Decision 121: an open fridge excursion holds every supply; the page says so beside the buttons.
    fridgeExcursion: excursion ? { since: excursion.opened_at.toISOString() } : null,
    // Decision 122: the assembled pack's batch is recalled: held until assembled again from another.
    recall,
    // Decision 125: the order's pack came back on another order after it was checked: held at the hand-over.
    returnedPack,
    productHasGtin: Boolean(decision?.gtin),
    /**
     * Decision 118: the prescription's signature as it checks now, so the page says before any
     * check that it is unsigned, no longer matches, or is a paper one not yet filed (the checks
     * then answer 409); null when there is no prescription.
     */
    prescription:
      decision && signature
        ? { prescriptionId: decision.rx.prescription_id, signature: signature.status, form: signature.form }
        : null,
    decision: decision
      ? { prescriber: decision.prescriber, decidedAt: decision.decidedAt.toISOString(), reasoning: decision.reasoning }
      : null,
    latestReport: report
      ? {
          at: report.created_at.toISOString(),
          redFlags: ((report.red_flags as string[] | null) ?? []).map(redFlagLabel),
          handledAt: report.handled_at?.toISOString() ?? null,
          handledNote: report.handled_note,
        }
      : null,
    advice: { occasion: advice.occasion, outstanding: advice.outstanding },
    // A correction after the accuracy check is an incident (decision 095): those recorded against this order.
    incidents: linked.map((i) => ({ incidentId: i.incidentId, kind: i.kind, closed: i.closedAt !== null })),
  };
}
