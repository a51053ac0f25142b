import { describe, expect, it } from "vitest";
import {
  DISPENSING_MESSAGES as M,
  type DispensingFacts,
  isLoneWorking,
  stepProblem,
  stepWaiting,
} from "./dispensing-steps";

const none: DispensingFacts = {
  toDispense: true,
  clinicalCheck: false,
  assembly: null,
  labelPrinted: false,
  accuracyCheck: false,
};
const checked = { ...none, clinicalCheck: true };
const assembled = { ...checked, assembly: { employeeId: 7 } };
const labelled = { ...assembled, labelPrinted: true };
const done = { ...labelled, accuracyCheck: true };

const staff = { employeeId: 8, role: "staff" as const };
const assembler = { employeeId: 7, role: "staff" as const };
const prescriber = { employeeId: 9, role: "prescriber" as const };
const on = { loneWorkingAllowed: false, responsiblePharmacistOnDuty: true };

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
  it("lets only a prescriber or the superintendent do the clinical check, with an RP on duty", () => {
    expect(stepProblem("clinical_check", none, staff, on)).toEqual({ status: 403, message: M.prescriberOnly });
    expect(stepProblem("clinical_check", none, prescriber, on)).toBeNull();
    expect(stepProblem("clinical_check", none, { ...prescriber, role: "superintendent" }, on)).toBeNull();
    expect(stepProblem("clinical_check", none, prescriber, { ...on, responsiblePharmacistOnDuty: false })).toEqual({
      status: 409,
      message: "Sign in as the responsible pharmacist first.",
    });
    expect(stepProblem("clinical_check", checked, prescriber, on)).toEqual({
      status: 409,
      message: M.clinicalCheckDone,
    });
  });

  it("keeps the order: assembly after the clinical check, the label after the assembly", () => {
    expect(stepProblem("assembly", none, staff, on)).toEqual({ status: 409, message: M.clinicalCheckFirst });
    expect(stepProblem("assembly", checked, staff, on)).toBeNull();
    // A reassembly before the accuracy check supersedes the first.
    expect(stepProblem("assembly", labelled, staff, on)).toBeNull();
    expect(stepProblem("label_print", checked, staff, on)).toEqual({ status: 409, message: M.assemblyFirst });
    expect(stepProblem("label_print", assembled, staff, on)).toBeNull();
    expect(stepProblem("accuracy_check", none, staff, on)?.message).toBe(M.clinicalCheckFirst);
    expect(stepProblem("accuracy_check", checked, staff, on)?.message).toBe(M.assemblyFirst);
    expect(stepProblem("accuracy_check", assembled, staff, on)?.message).toBe(M.labelFirst);
  });

  it("refuses the accuracy check, which supplies, with nobody signed in as the responsible pharmacist (decision 113)", () => {
    expect(stepProblem("accuracy_check", labelled, staff, { ...on, responsiblePharmacistOnDuty: false })).toEqual({
      status: 409,
      message: "No responsible pharmacist is signed in.",
    });
    expect(stepProblem("accuracy_check", labelled, staff, on)).toBeNull();
  });

  it("needs a second person for the accuracy check unless lone working is allowed", () => {
    expect(stepProblem("accuracy_check", labelled, staff, on)).toBeNull();
    expect(stepProblem("accuracy_check", labelled, assembler, on)).toEqual({ status: 409, message: M.secondPerson });
    expect(stepProblem("accuracy_check", labelled, assembler, { ...on, loneWorkingAllowed: true })).toBeNull();
    expect(isLoneWorking(labelled, assembler)).toBe(true);
    expect(isLoneWorking(labelled, staff)).toBe(false);
  });

  it("asks for an incident for any step after the accuracy check", () => {
    for (const step of ["clinical_check", "assembly", "label_print", "accuracy_check"] as const) {
      expect(stepProblem(step, done, prescriber, on)).toEqual({ status: 409, message: M.correctWithIncident });
    }
  });

  it("refuses every step on an order that is not waiting to be dispensed", () => {
    expect(stepProblem("assembly", { ...checked, toDispense: false }, staff, on)).toEqual({
      status: 409,
      message: M.notToDispense,
    });
  });
});
