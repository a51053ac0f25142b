/**
 * The patients' commands of the model-based test: what a patient can ask of the API, in any
 * order, careless or hostile (a dose the ladder does not offer, a step skipped, a first-order
 * form after a supply). Each is sent as the browser would; the server may refuse it, which is
 * fine, but never with a 5xx. The model only counts the patients: what matters is checked in
 * the database after every command.
 */
import type fc from "fast-check";
import { allAnswers, basicBody, safetyBody, shippingBody } from "../patient-bodies";
import type { Patient } from "../patient-journey";
import { allNo, checkin } from "../reorder-fixtures";
import { latestOrderOf, openRedFlagsOf, patientIdOf, send, type World } from "./world";

export interface Model {
  patients: number;
}

/** At most this many patients a run: enough to interleave, few enough to reach a supply. */
export const MAX_PATIENTS = 2;
export const PRODUCT_OF_MG: Record<string, number> = { "2.5": 2, "5": 3, "7.5": 4, "10": 5, "12.5": 6, "15": 7 };
export const MGS = [2.5, 5, 7.5, 10, 12.5, 15];

export type Cmd = fc.AsyncCommand<Model, World>;

export abstract class PatientCommand implements Cmd {
  constructor(readonly slot: number) {}
  check(m: Readonly<Model>) {
    return m.patients > 0;
  }
  async run(_m: Model, w: World) {
    const p = w.patients[this.slot % w.patients.length]!;
    const id = await patientIdOf(w, p);
    if (id !== null) await this.act(w, p, id);
  }
  abstract act(w: World, p: Patient, patientId: number): Promise<void>;
  abstract toString(): string;
}

export /** A new patient fills in the form: the safety step answered in full, in part, or skipped. */
class SignUp implements Cmd {
  constructor(
    readonly userType: "new" | "existing",
    readonly safety: "answered" | "partial" | "skipped",
    readonly mg: number,
    readonly method: "delivery" | "pickup",
  ) {}
  check(m: Readonly<Model>) {
    return m.patients < MAX_PATIENTS;
  }
  async run(m: Model, w: World) {
    const p = (await w.t.patient()) as Patient;
    w.patients.push(p);
    m.patients += 1;
    // Height and weight come from the BMI check, as the calculator's continue link carries them.
    const basic = basicBody({ userType: this.userType, email: p.email, height: 170, weight: 100 });
    await send(w, "basic", p.put("/api/patient/basic", basic));
    const id = await patientIdOf(w, p);
    if (id !== null) w.scope.patientIds.push(id);
    if (this.safety === "answered") await send(w, "safety", p.put("/api/patient/safety", safetyBody()));
    if (this.safety === "partial") {
      // The page's auto-save: some questions answered one by one, and the measurements, but not all of the step.
      for (const [field, answer] of Object.entries(allAnswers()).slice(0, 4))
        await send(w, "question", p.patch("/api/patient/questionnaire", { field, ...answer }));
      await send(w, "height", p.patch("/api/patient/measurements", { field: "height", value: 170 }));
    }
    await send(w, "dose", p.post("/api/patient/dose", {}));
    await send(w, "dose", p.put("/api/patient/dose", { productId: PRODUCT_OF_MG[String(this.mg)] }));
    const ship = this.method === "pickup" ? { ...shippingBody(), deliveryMethod: "pickup" } : shippingBody();
    await send(w, "shipping", p.put("/api/patient/shipping", ship));
  }
  toString() {
    return `SignUp(${this.userType}, safety ${this.safety}, ${this.mg} mg, ${this.method})`;
  }
}

export class Complete extends PatientCommand {
  async act(w: World, p: Patient) {
    await send(w, "complete", p.post("/api/patient/complete", {}));
  }
  toString() {
    return `Complete(#${this.slot})`;
  }
}

/** The first-order form again, at any dose, whatever the patient's history (the one road). */
export class FirstOrderAgain extends PatientCommand {
  constructor(
    slot: number,
    readonly mg: number,
  ) {
    super(slot);
  }
  async act(w: World, p: Patient) {
    await send(w, "safety", p.put("/api/patient/safety", safetyBody()));
    await send(w, "dose", p.post("/api/patient/dose", {}));
    await send(w, "dose", p.put("/api/patient/dose", { productId: PRODUCT_OF_MG[String(this.mg)] }));
    await send(w, "shipping", p.put("/api/patient/shipping", shippingBody()));
    await send(w, "complete", p.post("/api/patient/complete", {}));
  }
  toString() {
    return `FirstOrderAgain(#${this.slot}, ${this.mg} mg)`;
  }
}

export class PatientCancels extends PatientCommand {
  async act(w: World, p: Patient, id: number) {
    const order = await latestOrderOf(w, id);
    if (order)
      await send(w, "cancel", p.post(`/api/account/orders/${order.order_id}/cancel`, { reason: "Changed my mind" }));
  }
  toString() {
    return `PatientCancels(#${this.slot})`;
  }
}

/** A side-effect report, with a warning sign or without; or a prescriber handles the open ones. */
export class SideEffects extends PatientCommand {
  constructor(
    slot: number,
    readonly action: "red_flag" | "mild" | "handle",
  ) {
    super(slot);
  }
  async act(w: World, p: Patient, id: number) {
    if (this.action === "handle") {
      for (const r of await openRedFlagsOf(w, id))
        if (!r.handled_at)
          await send(
            w,
            "handled",
            w.prescriber.post(`/api/admin/side-effects/${r.report_id}/handled`, { note: "Called the patient." }),
          );
      return;
    }
    // A minute after whatever came before, so the report never shares an instant with a hand-over.
    w.clock.shiftMinutes(1);
    const body = this.action === "red_flag" ? { redFlags: ["severe_stomach_pain"] } : { symptoms: { nausea: "mild" } };
    await send(w, "side effects", p.post("/api/account/side-effects", body));
  }
  toString() {
    return `SideEffects(#${this.slot}, ${this.action})`;
  }
}

/** The re-order check-in, asking for any dose, with or without the full questionnaire. */
export class Reorder extends PatientCommand {
  constructor(
    slot: number,
    readonly mg: number,
    readonly questionnaire: boolean,
  ) {
    super(slot);
  }
  async act(w: World, p: Patient) {
    const body = checkin(w.t.deps.now(), {
      requestedMg: this.mg,
      questionnaire: this.questionnaire ? allNo() : null,
      // The model's patients are women (the fixtures' body): the check-in asks them both.
      pregnantBreastfeedingOrPlanning: "no",
      oralContraception: "no",
    });
    await send(w, "reorder", p.post("/api/account/reorder", body));
  }
  toString() {
    return `Reorder(#${this.slot}, ${this.mg} mg${this.questionnaire ? ", questionnaire" : ""})`;
  }
}
