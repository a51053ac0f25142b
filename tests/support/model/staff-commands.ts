/**
 * The back office's commands of the model-based test: a prescriber's evidence, decisions and
 * corrections (an approval signed with a PIN, decision 118), and staff taking payment, dispensing
 * through the three steps (decision 095), each by whoever the command chooses, and handing over,
 * in any order and at any moment, as the back office's pages would send them.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { consultations, prescribingDecisions } from "@/server/db/schema";
import { isoToday } from "@/shared/domain/dates";
import { approveBody, identityCheckBody, measurementBody } from "../consultation-fixtures";
import type { Patient } from "../patient-journey";
import { PatientCommand, PRODUCT_OF_MG } from "./patient-commands";
import { type PinChoice, pinOf, sendSigned } from "./signing-commands";
import { assemble, packHold, type PackChoice, sendHeld, supplied } from "./stock-holds";
import { latestConsultationOf, latestOrderOf, type Member, memberOf, send, type World } from "./world";

const REJECTION = {
  outcome: "rejected",
  rejectReason: "other",
  reasoning: "Not suitable for the treatment at this time.",
};

/** A prescriber records an identity check and a measurement, each independent or not. */
export class Evidence extends PatientCommand {
  constructor(
    slot: number,
    readonly verified: boolean,
    readonly method: "live_video" | "photo",
  ) {
    super(slot);
  }
  async act(w: World, _p: Patient, id: number) {
    const check = identityCheckBody(this.verified ? {} : { outcome: "not_verified", nameMatches: false });
    await send(w, "identity check", w.prescriber.post(`/api/admin/patients/${id}/identity-checks`, check));
    const measured = measurementBody(w.t, { method: this.method, measuredOn: isoToday(w.t.deps.now()) });
    await send(w, "measurement", w.prescriber.post(`/api/admin/patients/${id}/measurements`, measured));
  }
  toString() {
    return `Evidence(#${this.slot}, ${this.verified ? "verified" : "not verified"}, ${this.method})`;
  }
}

/** An approval at `mg`, signed with `pin`. */
const approval = (mg: number, pin: string) =>
  approveBody({ productId: PRODUCT_OF_MG[String(mg)], directions: `Inject ${mg} mg once a week`, signingPin: pin });

/** How an approval is described: its dose, and its PIN unless the right one. */
const approvalText = (outcome: string, mg: number, pin: PinChoice) =>
  `${outcome}${outcome === "approved" ? ` ${mg} mg${pin === "current" ? "" : `, ${pin} PIN`}` : ""}`;

/** A prescriber decides the patient's latest consultation; an approval is signed with the PIN `pin` chooses. */
export class Decide extends PatientCommand {
  constructor(
    slot: number,
    readonly outcome: "approved" | "rejected" | "info_requested",
    readonly mg: number,
    readonly pin: PinChoice = "current",
  ) {
    super(slot);
  }
  async act(w: World, _p: Patient, id: number) {
    const c = await latestConsultationOf(w, id);
    if (!c) return;
    const at = `/api/admin/consultations/${c.consultation_id}/decision`;
    if (this.outcome === "approved") {
      const pin = pinOf(w, this.pin);
      return sendSigned(w, "decision approved", () => w.prescriber.post(at, approval(this.mg, pin)), pin);
    }
    const body =
      this.outcome === "rejected"
        ? REJECTION
        : { outcome: "info_requested", question: "Which medicines do you take each day?" };
    await send(w, `decision ${this.outcome}`, w.prescriber.post(at, body));
  }
  toString() {
    return `Decide(#${this.slot}, ${approvalText(this.outcome, this.mg, this.pin)})`;
  }
}

/**
 * A prescriber corrects the latest consultation's current decision (decision 085): to an
 * approval at a dose, or to a rejection, with the reason; the server refuses it once dispensed.
 */
export class Correct extends PatientCommand {
  constructor(
    slot: number,
    readonly outcome: "approved" | "rejected",
    readonly mg: number,
    readonly pin: PinChoice = "current",
  ) {
    super(slot);
  }
  async act(w: World, _p: Patient, id: number) {
    const [current] = await w.t.db
      .select({ id: prescribingDecisions.decision_id, consultationId: consultations.consultation_id })
      .from(prescribingDecisions)
      .innerJoin(consultations, eq(consultations.consultation_id, prescribingDecisions.consultation_id))
      .where(
        and(
          eq(consultations.patient_id, id),
          inArray(prescribingDecisions.outcome, ["approved", "rejected"]),
          sql`NOT EXISTS (SELECT 1 FROM prescribing_decisions s WHERE s.supersedes_decision_id = ${prescribingDecisions.decision_id})`,
        ),
      )
      .orderBy(desc(prescribingDecisions.decision_id))
      .limit(1);
    if (!current) return;
    const pin = pinOf(w, this.pin);
    const body = {
      ...(this.outcome === "approved" ? approval(this.mg, pin) : REJECTION),
      supersedesDecisionId: current.id,
      correctionReason: "The decision was recorded in error and is put right here.",
    };
    const correct = () => w.prescriber.post(`/api/admin/consultations/${current.consultationId}/correction`, body);
    if (this.outcome === "approved") await sendSigned(w, "correction approved", correct, pin);
    else await send(w, "correction rejected", correct());
  }
  toString() {
    return `Correct(#${this.slot}, ${approvalText(this.outcome, this.mg, this.pin)})`;
  }
}

/** Who does each step of dispensing: the clinical check, the assembly and label, the accuracy check. */
export interface Team {
  clinical: Member;
  assembler: Member;
  checker: Member;
}

/**
 * The team that may (decision 117): a pharmacist other than the prescriber does the clinical
 * check, plain staff assemble the pack and print the label, an accredited checking technician
 * does the accuracy check.
 */
export const USUAL_TEAM: Team = { clinical: "pharmacist", assembler: "staff", checker: "colleague" };

/**
 * Dispensing through its steps (decision 095), each by the member of staff `team` names, with
 * whoever is responsible pharmacist now (or nobody). Each step may be refused: by registration
 * (403), out of turn, or with no RP present (409).
 */
async function dispense(w: World, orderId: number, team: Team, pack: PackChoice) {
  const at = `/api/admin/orders/${orderId}`;
  await send(w, "clinical check", memberOf(w, team.clinical).post(`${at}/clinical-check`, { confirmed: true }));
  await assemble(w, at, orderId, team.assembler, pack);
  await send(w, "label", memberOf(w, team.assembler).post(`${at}/label-printed`, {}));
  const checks = { packChecked: true, doseChecked: true, labelChecked: true, patientChecked: true };
  const check = memberOf(w, team.checker).post(`${at}/accuracy-check`, checks);
  await sendHeld(w, "accuracy check", check, packHold(w, orderId));
}

/**
 * Staff move the patient's latest order on: payment, dispensing (from the pack `pack` picks,
 * stock-commands.ts), handing over. Each hold of the stock met is checked against the model's.
 */
export class StaffMove extends PatientCommand {
  constructor(
    slot: number,
    readonly move: "pay" | "dispense" | "hand_over" | "cancel",
    readonly team: Team = USUAL_TEAM,
    readonly pack: PackChoice = "free",
  ) {
    super(slot);
  }
  async act(w: World, _p: Patient, id: number) {
    const order = await latestOrderOf(w, id);
    if (!order) return;
    const at = `/api/admin/orders/${order.order_id}`;
    if (this.move === "pay")
      await send(
        w,
        "mark paid",
        w.staff.post(`${at}/mark-paid`, { method: "cash", reference: `TILL-${order.order_id}` }),
      );
    if (this.move === "dispense") await dispense(w, order.order_id, this.team, this.pack);
    if (this.move === "cancel") await send(w, "cancel", w.staff.post(`${at}/cancel`, { reason: "Asked by phone" }));
    if (this.move === "hand_over") {
      if (order.delivery_method === "pickup") {
        await send(w, "ready", w.staff.post(`${at}/ready-to-collect`, {}));
        const collect = w.staff.post(`${at}/collect`, { idChecked: true });
        if (await sendHeld(w, "collect", collect, packHold(w, order.order_id))) supplied(w, order.order_id);
      } else {
        const body = {
          courier: "Royal Mail",
          trackingNumber: "AB123456789GB",
          coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
          coldChainConfirmed: true,
        };
        const dispatch = w.staff.post(`${at}/dispatch`, body);
        if (await sendHeld(w, "dispatch", dispatch, packHold(w, order.order_id))) supplied(w, order.order_id);
      }
    }
  }
  toString() {
    const t = this.team;
    const team =
      t === USUAL_TEAM
        ? ""
        : `: clinical check by ${t.clinical}, assembly by ${t.assembler}, accuracy check by ${t.checker}`;
    const pack = this.pack === "free" ? "" : `, ${this.pack} pack`;
    return `StaffMove(#${this.slot}, ${this.move}${this.move === "dispense" ? team + pack : ""})`;
  }
}

/**
 * Staff refund the patient's latest order in cash (decision 101): in full, or an amount that may
 * be more than was received; the server refuses what it must.
 */
export class Refund extends PatientCommand {
  constructor(
    slot: number,
    readonly amount: string | null,
  ) {
    super(slot);
  }
  async act(w: World, _p: Patient, id: number) {
    const order = await latestOrderOf(w, id);
    if (!order) return;
    const body = {
      method: "cash",
      reference: `REFUND-${order.order_id}`,
      requestKey: randomUUID(),
      ...(this.amount ? { amount: this.amount } : {}),
    };
    await send(w, "refund", w.staff.post(`/api/admin/orders/${order.order_id}/refund`, body));
  }
  toString() {
    return `Refund(#${this.slot}, ${this.amount ?? "in full"})`;
  }
}
