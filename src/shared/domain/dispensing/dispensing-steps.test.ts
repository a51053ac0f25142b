import { describe, expect, it } from "vitest";
import {
  DISPENSING_MESSAGES as M,
  type DispensingFacts,
  isLoneWorking,
  isOwnPrescription,
  type StepActor,
  stepNotAllowed,
  stepProblem,
  stepWaiting,
} from "./dispensing-steps";

const none: DispensingFacts = {
  toDispense: true,
  clinicalCheck: false,
  assembly: null,
  labelPrinted: false,
  accuracyCheck: false,
  approvedBy: 1,
};
const checked = { ...none, clinicalCheck: true };
const assembled = { ...checked, assembly: { employeeId: 7 } };
const labelled = { ...assembled, labelPrinted: true };
const done = { ...labelled, accuracyCheck: true };

const actor = (employeeId: number, registration: StepActor["registration"], accreditedChecker = false): StepActor => ({
  employeeId,
  registration,
  accreditedChecker,
});
const staff = actor(8, "none");
const technician = actor(10, "technician");
const checker = actor(11, "technician", true);
const assembler = actor(7, "none");
const pharmacist = actor(9, "pharmacist");
const prescriberPharmacist = actor(1, "pharmacist");
const on = { loneWorkingAllowed: false, responsiblePharmacistOnDuty: true };
const lone = { ...on, loneWorkingAllowed: true };

describe("stepWaiting", () => {
  it("walks the three steps in order, the label belonging to the assembly", () => {
    expect(stepWaiting(none)).toBe("clinical_check");
    expect(stepWaiting(checked)).toBe("assembly");
    expect(stepWaiting(assembled)).toBe("assembly");
    expect(stepWaiting(labelled)).toBe("accuracy_check");
    expect(stepWaiting(done)).toBeNull();
    expect(stepWaiting({ ...none, toDispense: false })).toBeNull();
  });
});

describe("stepProblem", () => {
  it("lets only a registered pharmacist do the clinical check, with an RP on duty (decision 117)", () => {
    for (const who of [staff, technician, checker])
      expect(stepProblem("clinical_check", none, who, on)).toEqual({ status: 403, message: M.pharmacistOnly });
    expect(stepProblem("clinical_check", none, pharmacist, on)).toBeNull();
    expect(stepProblem("clinical_check", none, pharmacist, { ...on, responsiblePharmacistOnDuty: false })).toEqual({
      status: 409,
      message: "Sign in as the responsible pharmacist first.",
    });
    expect(stepProblem("clinical_check", checked, pharmacist, on)).toEqual({
      status: 409,
      message: M.clinicalCheckDone,
    });
  });

  it("lets the pharmacist who approved the prescription check it only with lone working allowed", () => {
    expect(stepProblem("clinical_check", none, prescriberPharmacist, on)).toEqual({
      status: 403,
      message: M.ownPrescription,
    });
    expect(stepProblem("clinical_check", none, prescriberPharmacist, lone)).toBeNull();
    expect(isOwnPrescription(none, prescriberPharmacist)).toBe(true);
    expect(isOwnPrescription(none, pharmacist)).toBe(false);
    expect(isOwnPrescription({ approvedBy: null }, prescriberPharmacist)).toBe(false);
  });

  it("keeps the order: assembly after the clinical check, the label after the assembly", () => {
    expect(stepProblem("assembly", none, staff, on)).toEqual({ status: 409, message: M.clinicalCheckFirst });
    expect(stepProblem("assembly", checked, staff, on)).toBeNull();
    // A reassembly before the accuracy check supersedes the first.
    expect(stepProblem("assembly", labelled, staff, on)).toBeNull();
    expect(stepProblem("label_print", checked, staff, on)).toEqual({ status: 409, message: M.assemblyFirst });
    expect(stepProblem("label_print", assembled, staff, on)).toBeNull();
    expect(stepProblem("accuracy_check", none, checker, on)?.message).toBe(M.clinicalCheckFirst);
    expect(stepProblem("accuracy_check", checked, checker, on)?.message).toBe(M.assemblyFirst);
    expect(stepProblem("accuracy_check", assembled, checker, on)?.message).toBe(M.labelFirst);
  });

  it("refuses the accuracy check, which supplies, with nobody signed in as the responsible pharmacist (decision 113)", () => {
    expect(stepProblem("accuracy_check", labelled, checker, { ...on, responsiblePharmacistOnDuty: false })).toEqual({
      status: 409,
      message: "No responsible pharmacist is signed in.",
    });
    expect(stepProblem("accuracy_check", labelled, checker, on)).toBeNull();
  });

  it("lets a pharmacist or an accredited checking technician do the accuracy check, nobody else", () => {
    expect(stepProblem("accuracy_check", labelled, pharmacist, on)).toBeNull();
    expect(stepProblem("accuracy_check", labelled, checker, on)).toBeNull();
    for (const who of [staff, technician])
      expect(stepProblem("accuracy_check", labelled, who, on)).toEqual({ status: 403, message: M.checkerOnly });
  });

  it("needs a second person for the accuracy check unless lone working is allowed and the assembler is a pharmacist", () => {
    const pharmacistAssembled = { ...labelled, assembly: { employeeId: pharmacist.employeeId } };
    expect(stepProblem("accuracy_check", pharmacistAssembled, pharmacist, on)).toEqual({
      status: 403,
      message: M.secondPerson,
    });
    expect(stepProblem("accuracy_check", pharmacistAssembled, pharmacist, lone)).toBeNull();
    const checkerAssembled = { ...labelled, assembly: { employeeId: checker.employeeId } };
    expect(stepProblem("accuracy_check", checkerAssembled, checker, lone)).toEqual({
      status: 403,
      message: M.loneWorkingPharmacistOnly,
    });
    // Staff with no registration never checks, their own assembly or another's.
    expect(stepNotAllowed("accuracy_check", labelled, assembler, lone)).toBe(M.checkerOnly);
    expect(isLoneWorking(labelled, assembler)).toBe(true);
    expect(isLoneWorking(labelled, staff)).toBe(false);
  });

  it("asks for an incident for any step after the accuracy check", () => {
    for (const step of ["clinical_check", "assembly", "label_print", "accuracy_check"] as const) {
      expect(stepProblem(step, done, pharmacist, on)).toEqual({ status: 409, message: M.correctWithIncident });
    }
  });

  it("refuses every step on an order that is not waiting to be dispensed", () => {
    expect(stepProblem("assembly", { ...checked, toDispense: false }, staff, on)).toEqual({
      status: 409,
      message: M.notToDispense,
    });
  });
});
