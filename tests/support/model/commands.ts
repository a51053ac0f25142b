/**
 * The commands of the model-based test and how often each is picked: the patients' and the back
 * office's (patient-commands.ts, staff-commands.ts), the responsible pharmacist's (rp-commands.ts),
 * the prescriber's signing PIN (signing-commands.ts), goods in, recalls, the fridge and returns
 * (stock-commands.ts), the treatment's next step, and the clock moving on.
 */
import fc from "fast-check";
import { isSupplied, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { safetyBody } from "../patient-bodies";
import type { Patient } from "../patient-journey";
import {
  type Cmd,
  Complete,
  FirstOrderAgain,
  MAX_PATIENTS,
  MGS,
  type Model,
  PatientCancels,
  PatientCommand,
  Reorder,
  SideEffects,
  SignUp,
} from "./patient-commands";
import { RpAbsent, RpBack, rpPresent, RpSignIn, RpSignOut, type Who } from "./rp-commands";
import { SetPin } from "./signing-commands";
import { Correct, Decide, Evidence, Refund, StaffMove, USUAL_TEAM } from "./staff-commands";
import { stockCommands } from "./stock-commands";
import { PACK_CHOICES, type PackChoice } from "./stock-holds";
import { latestConsultationOf, latestOrderOf, type Member, send, suppliedProductOf, type World } from "./world";
import { DAY_MS } from "@/shared/domain/dates";

export type { Model };

/**
 * The next step of the patient's treatment, whatever it is now: a draft is completed, a
 * consultation verified and approved at the dose asked for, an approved order paid, a paid one
 * (or one to re-dispatch) dispensed from the pack `pack` picks, a dispensed one handed over, a
 * supply followed by the re-order at `step` doses from the last; `steps` steps at once. With
 * `rpFirst`, a supply waits for the responsible pharmacist to be present; without, it meets
 * whatever the RP log says now. It walks runs deep into the treatment; the other commands stray
 * from it.
 */
export class Progress extends PatientCommand {
  constructor(
    slot: number,
    readonly step: -1 | 0 | 1 | 2,
    readonly rpFirst: boolean,
    readonly pack: PackChoice = "free",
    readonly steps = 1,
  ) {
    super(slot);
  }
  async act(w: World, p: Patient, id: number) {
    for (let i = 0; i < this.steps; i++) await this.next(w, p, id);
  }
  async next(w: World, p: Patient, id: number) {
    const order = await latestOrderOf(w, id);
    const state = order ? orderStateOf(order.order_status_id) : "draft";
    if (state === "draft") {
      await send(w, "safety", p.put("/api/patient/safety", safetyBody()));
      return new Complete(this.slot).act(w, p);
    }
    if (state === "awaiting_review" || state === "info_requested") {
      await new Evidence(this.slot, true, "live_video").act(w, p, id);
      const c = await latestConsultationOf(w, id);
      const asked = MGS[(c?.requested_product_id ?? 2) - 2] ?? 2.5;
      return new Decide(this.slot, "approved", asked).act(w, p, id);
    }
    // A paid order cancelled or refused is refunded; a step of -1 tries more than was received.
    if (state === "refund_due") return new Refund(this.slot, this.step === -1 ? "999.00" : null).act(w, p, id);
    if (state === "awaiting_payment") return new StaffMove(this.slot, "pay").act(w, p, id);
    const toDispense = state === "prescribed" || state === "redispatch";
    if (this.rpFirst && (toDispense || state === "dispensed" || state === "ready_to_collect")) await rpPresent(w);
    if (toDispense) return new StaffMove(this.slot, "dispense", USUAL_TEAM, this.pack).act(w, p, id);
    if (state === "dispensed" || state === "ready_to_collect")
      return new StaffMove(this.slot, "hand_over").act(w, p, id);
    if (!isSupplied(state)) return;
    // The patient comes back when the re-order opens (the clock moves on to that day).
    const form = await (await p.api.account.reorder.$get()).json();
    const from = form.eligibility.availableFrom;
    if (form.eligibility.reason === "too_early" && from) {
      const days = Math.ceil((Date.parse(`${from}T12:00:00Z`) - w.t.deps.now().getTime()) / DAY_MS);
      if (days > 0) w.t.deps.clock.shiftDays(days);
    }
    const lastMg = MGS[(await suppliedProductOf(w, order!.order_id)) - 2] ?? 2.5;
    const next = MGS[Math.max(0, Math.min(MGS.length - 1, MGS.indexOf(lastMg) + this.step))]!;
    return new Reorder(this.slot, next, false).act(w, p);
  }
  toString() {
    const more = `${this.pack === "free" ? "" : `, ${this.pack} pack`}${this.steps > 1 ? `, ${this.steps} steps` : ""}`;
    return `Progress(#${this.slot}, step ${this.step}${this.rpFirst ? ", RP first" : ""}${more})`;
  }
}

/**
 * The prescriber types a wrong PIN, or one they replaced, `tries` times in a row approving (or
 * correcting to an approval) the patient's latest consultation: refused each time, and the fifth
 * in a row locks signing (signing-commands.ts checks each answer).
 */
class WrongPins extends PatientCommand {
  constructor(
    slot: number,
    readonly correction: boolean,
    readonly pin: "wrong" | "replaced",
    readonly tries: number,
  ) {
    super(slot);
  }
  async act(w: World, p: Patient, id: number) {
    for (let i = 0; i < this.tries; i++)
      await (
        this.correction
          ? new Correct(this.slot, "approved", 2.5, this.pin)
          : new Decide(this.slot, "approved", 2.5, this.pin)
      ).act(w, p, id);
  }
  toString() {
    return `WrongPins(#${this.slot}, ${this.correction ? "correction" : "decision"}, ${this.pin} PIN ×${this.tries})`;
  }
}

/**
 * The RP leaves (an absence, or signing out) and staff at once take the patient's order on to its
 * next supply: the accuracy check, or the hand-over. Every such step must be refused (409), which
 * the invariants check in the records; the RP stays away until a later command.
 */
class SupplyWhileAway extends PatientCommand {
  constructor(
    slot: number,
    readonly how: "absent" | "signed_out",
  ) {
    super(slot);
  }
  async act(w: World, p: Patient, id: number) {
    await (this.how === "absent" ? new RpAbsent("rp", 1) : new RpSignOut("rp", 1)).perform(w);
    const order = await latestOrderOf(w, id);
    const state = order ? orderStateOf(order.order_status_id) : "draft";
    if (state === "prescribed") await new StaffMove(this.slot, "dispense").act(w, p, id);
    if (state === "dispensed" || state === "ready_to_collect")
      await new StaffMove(this.slot, "hand_over").act(w, p, id);
  }
  toString() {
    return `SupplyWhileAway(#${this.slot}, RP ${this.how === "absent" ? "absent" : "signed out"})`;
  }
}

class Wait implements Cmd {
  constructor(readonly days: number) {}
  check() {
    return true;
  }
  async run(_m: Model, w: World) {
    w.t.deps.clock.shiftDays(this.days);
  }
  toString() {
    return `Wait(${this.days} days)`;
  }
}

const slot = fc.nat({ max: MAX_PATIENTS - 1 });
const mg = fc.constantFrom(...MGS);
/** Any member of staff: a pharmacist who prescribes, one who does not, plain staff, an accredited checker, a technician. */
const member = fc.constantFrom<Member>("prescriber", "pharmacist", "staff", "colleague", "technician");
/** Mostly `usual`, now and then anyone. */
const mostly = (usual: Who) => fc.oneof({ weight: 4, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: member });
/** Who tries to sign in as the RP: as often someone who is not a pharmacist (403) as a pharmacist. */
const signingIn = fc.constantFrom<Member>("pharmacist", "pharmacist", "prescriber", "staff", "colleague", "technician");
const minutes = fc.integer({ min: 1, max: 30 });
/** The pack an assembly picks: mostly one free in stock, else one the server must refuse (or a careless one it takes). */
const pack = fc.constantFrom(...PACK_CHOICES);

/** A patient signs up: every run starts with one, and may add another. */
export const SIGN_UP: fc.Arbitrary<SignUp> = fc
  .tuple(
    fc.constantFrom("new" as const, "existing" as const),
    fc.constantFrom("answered" as const, "answered" as const, "partial" as const, "skipped" as const),
    fc.oneof({ weight: 3, arbitrary: fc.constant(2.5) }, { weight: 1, arbitrary: mg }),
    fc.constantFrom("delivery" as const, "pickup" as const),
  )
  .map(([type, safety, dose, method]) => new SignUp(type, safety, dose, method));

/** Every command, weighted so that a run often reaches approvals, supplies and re-orders. */
export const COMMANDS: Array<fc.Arbitrary<Cmd>> = [
  SIGN_UP,
  slot.map((s) => new Complete(s)),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(() =>
    fc
      .tuple(
        slot,
        fc.constantFrom(-1 as const, 0 as const, 1 as const, 1 as const, 2 as const),
        fc.boolean(),
        fc.oneof({ weight: 3, arbitrary: fc.constant("free" as const) }, { weight: 1, arbitrary: pack }),
        fc.constantFrom(1, 2, 3, 4),
      )
      .map(([s, step, rpFirst, p, steps]) => new Progress(s, step, rpFirst, p, steps)),
  ),
  fc.tuple(slot, mg).map(([s, dose]) => new FirstOrderAgain(s, dose)),
  fc
    .tuple(slot, fc.boolean(), fc.constantFrom("live_video" as const, "photo" as const))
    .map(([s, ok, method]) => new Evidence(s, ok, method)),
  fc
    .tuple(
      slot,
      fc.constantFrom("approved" as const, "approved" as const, "rejected" as const, "info_requested" as const),
      mg,
    )
    .map(([s, outcome, dose]) => new Decide(s, outcome, dose)),
  fc
    .tuple(slot, fc.constantFrom("approved" as const, "rejected" as const), mg)
    .map(([s, outcome, dose]) => new Correct(s, outcome, dose)),
  fc
    .tuple(slot, fc.constantFrom("pay" as const, "dispense" as const, "hand_over" as const, "cancel" as const))
    .map(([s, move]) => new StaffMove(s, move)),
  slot.map((s) => new PatientCancels(s)),
  fc.tuple(slot, fc.constantFrom(null, "10.00", "999.00")).map(([s, amount]) => new Refund(s, amount)),
  fc
    .tuple(slot, fc.constantFrom("red_flag" as const, "mild" as const, "handle" as const))
    .map(([s, action]) => new SideEffects(s, action)),
  fc.tuple(slot, mg, fc.boolean()).map(([s, dose, q]) => new Reorder(s, dose, q)),
  fc.integer({ min: 1, max: 30 }).map((d) => new Wait(d)),
  // The responsible pharmacist: signed in by the pharmacist (or anyone), away, back up to 2½ hours later, signed out.
  fc.tuple(signingIn, minutes).map(([who, m]) => new RpSignIn(who, m)),
  fc.tuple(mostly("rp"), minutes).map(([who, m]) => new RpAbsent(who, m)),
  fc.tuple(mostly("rp"), fc.integer({ min: 1, max: 150 })).map(([who, m]) => new RpBack(who, m)),
  fc.tuple(mostly("rp"), minutes).map(([who, m]) => new RpSignOut(who, m)),
  ...[1, 2].map(() =>
    fc
      .tuple(slot, fc.constantFrom("absent" as const, "signed_out" as const))
      .map(([s, how]) => new SupplyWhileAway(s, how)),
  ),
  // Dispensing by whoever: each check by any member of staff, whatever their registration, from any pack.
  fc
    .tuple(slot, member, member, member, pack)
    .map(([s, clinical, assembler, checker, p]) => new StaffMove(s, "dispense", { clinical, assembler, checker }, p)),
  fc.tuple(slot, pack).map(([s, p]) => new StaffMove(s, "dispense", USUAL_TEAM, p)),
  ...stockCommands(slot, member, minutes),
  // Signing: wrong PINs, now and then five in a row; rarely a new PIN (two scrypts).
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(slot, fc.boolean(), fc.constantFrom("wrong" as const, "replaced" as const), fc.constantFrom(1, 1, 2, 5))
        .map(([s, correction, pin, tries]) => new WrongPins(s, correction, pin, tries)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("135792", "97531086", "246810"),
          fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
        )
        .map(([pin, right]) => new SetPin(pin, right)),
    },
  ),
];
