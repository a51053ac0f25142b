/**
 * Dispensing to pharmacy standards (issue 20, decision 095): three recorded steps on a paid
 * order, in order. The clinical check (a prescriber or the superintendent, with a responsible
 * pharmacist on duty), the assembly (any employee: the pack and the label) and the accuracy
 * check (an employee other than the one who assembled, unless the superintendent allows lone
 * working, decision 097; with a responsible pharmacist signed in, decision 113). Only the
 * accuracy check dispenses: the order moves on after it.
 */
import { type EmployeeRole, isPrescriber } from "../people/roles";

export const DISPENSING_STEPS = ["clinical_check", "assembly", "label_print", "accuracy_check"] as const;
export type DispensingStep = (typeof DISPENSING_STEPS)[number];

export const DISPENSING_MESSAGES = {
  prescriberOnly: "Only a prescriber or the superintendent pharmacist can do the clinical check.",
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
  /** The order is paid and prescribed, so waits to be dispensed. */
  toDispense: boolean;
  clinicalCheck: boolean;
  assembly: { employeeId: number } | null;
  /** A label was printed after the latest assembly. */
  labelPrinted: boolean;
  accuracyCheck: boolean;
}

/** The step the order waits for, or null when none does (not paid yet, or already checked). */
export function stepWaiting(f: DispensingFacts): Exclude<DispensingStep, "label_print"> | null {
  if (f.accuracyCheck || !f.toDispense) return null;
  if (!f.clinicalCheck) return "clinical_check";
  if (!f.assembly || !f.labelPrinted) return "assembly";
  return "accuracy_check";
}

export interface StepActor {
  employeeId: number;
  role: EmployeeRole;
}

/**
 * Why `actor` may not record `step` now (the message, and 403 for a role that may never, 409
 * for a step out of turn), or null when they may. `loneWorkingAllowed` is the Clinical setting
 * `lone_working_allowed`; `responsiblePharmacistOnDuty` is read from the RP log.
 */
export function stepProblem(
  step: DispensingStep,
  f: DispensingFacts,
  actor: StepActor,
  ctx: { loneWorkingAllowed: boolean; responsiblePharmacistOnDuty: boolean },
): { status: 403 | 409; message: string } | null {
  if (step === "clinical_check" && !isPrescriber(actor.role))
    return { status: 403, message: DISPENSING_MESSAGES.prescriberOnly };
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
      if (f.assembly.employeeId === actor.employeeId && !ctx.loneWorkingAllowed)
        return { status: 409, message: DISPENSING_MESSAGES.secondPerson };
      return null;
  }
}

/** Whether the accuracy check by `actor` is lone working: the same person assembled (allowed by the setting). */
export const isLoneWorking = (f: DispensingFacts, actor: StepActor) => f.assembly?.employeeId === actor.employeeId;
