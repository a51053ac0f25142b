/**
 * Dispensing to pharmacy standards (issue 20, decision 095): three recorded steps on a paid
 * order, in order. The clinical check (a pharmacist, with a responsible pharmacist on duty; their
 * own prescription only with lone working allowed, decision 117), the assembly (any employee: the
 * pack and the label) and the accuracy check (a pharmacist or an accredited checking technician
 * other than the one who assembled, unless the superintendent allows lone working and the
 * assembler is a pharmacist, decisions 097 and 117; with a responsible pharmacist signed in,
 * decision 113). Only the accuracy check dispenses: the order moves on after it.
 */
import type { Registration } from "../people/roles";

export const DISPENSING_STEPS = ["clinical_check", "assembly", "label_print", "accuracy_check"] as const;
export type DispensingStep = (typeof DISPENSING_STEPS)[number];
/**
 * Decision 125: a return closes the round of steps (recorded beside them, with the pack that came
 * back); the assembly, label and accuracy check after it are a new round's. The clinical check
 * of the prescription stands.
 */
export const RETURN_STEP = "return";

export const DISPENSING_MESSAGES = {
  /** Decision 117: the registration decides who checks, never the role. */
  pharmacistOnly: "Only a registered pharmacist can do the clinical check.",
  checkerOnly: "Only a registered pharmacist or an accredited checking technician can do the accuracy check.",
  ownPrescription:
    "You approved this prescription: another pharmacist must do the clinical check, unless lone working is allowed.",
  loneWorkingPharmacistOnly: "Only a pharmacist may accuracy-check a pack they assembled: ask a colleague.",
  responsiblePharmacistFirst: "Sign in as the responsible pharmacist first.",
  /** Decision 113: no supply (accuracy check, hand-over, dispatch) without a responsible pharmacist signed in. */
  noResponsiblePharmacist: "No responsible pharmacist is signed in.",
  clinicalCheckDone: "The clinical check of this order is already recorded.",
  clinicalCheckFirst: "The clinical check comes first.",
  assemblyFirst: "Assemble the pack first.",
  labelFirst: "Print the label before the accuracy check.",
  secondPerson: "Another member of staff must do the accuracy check: you assembled this pack.",
  /** After the accuracy check a mistake is an incident, never an edit (decision 095). */
  correctWithIncident: "The accuracy check is done. To correct this dispensing, record an incident.",
  notToDispense: "This order is not waiting to be dispensed.",
  redFlagOpen: "A red-flag report from this patient waits for a prescriber. Handle it before the clinical check.",
  noGtinOnRecord:
    "This product has no barcode (GTIN) on record. Type the batch and expiry, or ask the superintendent to add it.",
  wrongPack: "This pack is not the prescribed strength.",
  packExpired: "This pack has expired.",
  packExpiresTooSoon: "This pack expires before the end of the 28-day supply.",
} as const;

/**
 * What is recorded on the order so far and stands (the latest assembly counts; a reassembly
 * supersedes it; a correcting decision voids the clinical check and what followed it, decision 115).
 */
export interface DispensingFacts {
  /** The order is paid and prescribed (or returned to be supplied again), so waits to be dispensed. */
  toDispense: boolean;
  clinicalCheck: boolean;
  assembly: { employeeId: number } | null;
  /** A label was printed after the latest assembly. */
  labelPrinted: boolean;
  accuracyCheck: boolean;
  /** The employee whose approval is the order's current prescription (decision 117), or null. */
  approvedBy: number | null;
}

/** The step the order waits for, or null when none does (not paid yet, or already checked). */
export function stepWaiting(f: DispensingFacts): Exclude<DispensingStep, "label_print"> | null {
  if (f.accuracyCheck || !f.toDispense) return null;
  if (!f.clinicalCheck) return "clinical_check";
  if (!f.assembly || !f.labelPrinted) return "assembly";
  return "accuracy_check";
}

/** Who records a step: their registration decides the checks (decision 117), not their role. */
export interface StepActor {
  employeeId: number;
  registration: Registration;
  accreditedChecker: boolean;
}

/** Who may do each step, as the order page's checklist says it (decision 117). */
export const STEP_WHO = {
  clinical_check:
    "A registered pharmacist does this step; not the pharmacist who approved the prescription, unless lone working is allowed.",
  assembly: "Any member of staff assembles the pack and prints the label.",
  accuracy_check:
    "A registered pharmacist or an accredited checking technician does this step; not the person who assembled the pack, unless lone working is allowed and they are a pharmacist.",
} as const;

/**
 * Why `actor` may never record `step` on this order (403), whatever its turn, or null: the
 * clinical check is a pharmacist's, and their own prescription only with lone working allowed; the
 * accuracy check a pharmacist's or an accredited checking technician's, never the assembler's
 * unless lone working is allowed and the assembler is a pharmacist (decision 117).
 */
export function stepNotAllowed(
  step: DispensingStep,
  f: Pick<DispensingFacts, "assembly" | "approvedBy">,
  actor: StepActor,
  ctx: { loneWorkingAllowed: boolean },
): string | null {
  const pharmacist = actor.registration === "pharmacist";
  if (step === "clinical_check") {
    if (!pharmacist) return DISPENSING_MESSAGES.pharmacistOnly;
    if (isOwnPrescription(f, actor) && !ctx.loneWorkingAllowed) return DISPENSING_MESSAGES.ownPrescription;
  }
  if (step === "accuracy_check") {
    if (!pharmacist && !(actor.registration === "technician" && actor.accreditedChecker))
      return DISPENSING_MESSAGES.checkerOnly;
    if (isLoneWorking(f, actor)) {
      if (!ctx.loneWorkingAllowed) return DISPENSING_MESSAGES.secondPerson;
      if (!pharmacist) return DISPENSING_MESSAGES.loneWorkingPharmacistOnly;
    }
  }
  return null;
}

/**
 * Why `actor` may not record `step` now (the message, and 403 for someone who may not check it,
 * stepNotAllowed, 409 for a step out of turn), or null when they may. `loneWorkingAllowed` is the
 * Clinical setting `lone_working_allowed`; `responsiblePharmacistOnDuty` is read from the RP log.
 */
export function stepProblem(
  step: DispensingStep,
  f: DispensingFacts,
  actor: StepActor,
  ctx: { loneWorkingAllowed: boolean; responsiblePharmacistOnDuty: boolean },
): { status: 403 | 409; message: string } | null {
  // Who may check comes before whose turn it is: a refusal of the person holds whatever the order's state.
  const notAllowed = stepNotAllowed(step, f, actor, ctx);
  if (notAllowed) return { status: 403, message: notAllowed };
  if (f.accuracyCheck) return { status: 409, message: DISPENSING_MESSAGES.correctWithIncident };
  if (!f.toDispense) return { status: 409, message: DISPENSING_MESSAGES.notToDispense };
  switch (step) {
    case "clinical_check":
      if (f.clinicalCheck) return { status: 409, message: DISPENSING_MESSAGES.clinicalCheckDone };
      if (!ctx.responsiblePharmacistOnDuty)
        return { status: 409, message: DISPENSING_MESSAGES.responsiblePharmacistFirst };
      return null;
    case "assembly":
      return f.clinicalCheck ? null : { status: 409, message: DISPENSING_MESSAGES.clinicalCheckFirst };
    case "label_print":
      return f.assembly ? null : { status: 409, message: DISPENSING_MESSAGES.assemblyFirst };
    case "accuracy_check":
      if (!f.clinicalCheck) return { status: 409, message: DISPENSING_MESSAGES.clinicalCheckFirst };
      if (!f.assembly) return { status: 409, message: DISPENSING_MESSAGES.assemblyFirst };
      if (!f.labelPrinted) return { status: 409, message: DISPENSING_MESSAGES.labelFirst };
      if (!ctx.responsiblePharmacistOnDuty)
        return { status: 409, message: DISPENSING_MESSAGES.noResponsiblePharmacist };
      return null;
  }
}

/** Whether the accuracy check by `actor` is lone working: the same person assembled (allowed by the setting). */
export const isLoneWorking = (f: Pick<DispensingFacts, "assembly">, actor: Pick<StepActor, "employeeId">) =>
  f.assembly?.employeeId === actor.employeeId;

/** Whether the clinical check by `actor` is of their own prescription (recorded as such, decision 117). */
export const isOwnPrescription = (f: Pick<DispensingFacts, "approvedBy">, actor: Pick<StepActor, "employeeId">) =>
  f.approvedBy === actor.employeeId;
