import { describe, expect, it } from "vitest";
import {
  alreadyDecidedMessage,
  APPROVAL_MESSAGES,
  type ApprovalFacts,
  approvalProblems,
  gpSharingFor,
  hasWeightRelatedCondition,
  prescriptionValidUntil,
} from "./prescribing";
import { consultationKindFor, isIndependentMeasurement } from "./consultation-vocabulary";
import { FIRST_SUPPLY_RULES } from "../treatment/reorder-approval";

const today = new Date("2026-11-23T10:00:00");
const ok: ApprovalFacts = {
  kind: "initial",
  today,
  dob: "1980-05-01",
  sex: "male",
  identityVerified: true,
  latestIndependentMeasurement: { measuredOn: "2026-11-20", bmi: 32.1 },
  measurementMaxAgeDays: 30,
  reassessmentNeeded: false,
  fullQuestionnaireSinceBreak: false,
  weightRelatedCondition: false,
  pregnantOrBreastfeeding: false,
  strengthsMg: [2.5, 5, 7.5, 10, 12.5, 15],
  approvedMg: 2.5,
  lastSuppliedMg: null,
  transferDoseMg: null,
  reorderRules: {
    ...FIRST_SUPPLY_RULES,
    policy: { reorderWindowDays: 21, restartGapDays: 26, reassessmentGapDays: 56 },
  },
  contactMethod: "live_video",
  contactJustification: "",
  gpConsent: "yes",
  gpSharing: "shared",
  gpNotSharedReason: "",
  contraceptionAdviceGiven: false,
};
const messages = (over: Partial<ApprovalFacts>) => approvalProblems({ ...ok, ...over }).map((p) => p.message);

describe("approvalProblems", () => {
  it("has nothing to say when every piece of evidence is on record", () => {
    expect(approvalProblems(ok)).toEqual([]);
  });

  it("needs a verified identity and an age of 18 to 75", () => {
    expect(messages({ identityVerified: false })).toEqual([APPROVAL_MESSAGES.identity]);
    expect(messages({ dob: "1950-11-22" })).toEqual([APPROVAL_MESSAGES.age]);
    expect(messages({ dob: "1951-11-24" })).toEqual([]);
    expect(messages({ dob: "2008-11-24" })).toEqual([APPROVAL_MESSAGES.age]);
  });

  it("needs an independent measurement from the last 30 days", () => {
    expect(messages({ latestIndependentMeasurement: null })).toEqual([APPROVAL_MESSAGES.measurement]);
    expect(messages({ latestIndependentMeasurement: { measuredOn: "2026-10-24", bmi: 32 } })).toEqual([]);
    expect(messages({ latestIndependentMeasurement: { measuredOn: "2026-10-23", bmi: 32 } })).toEqual([
      APPROVAL_MESSAGES.measurement,
    ]);
    expect(isIndependentMeasurement("photo")).toBe(false);
    expect(isIndependentMeasurement("gp_record")).toBe(true);
  });

  it("needs a verified BMI of 30, or 27 with a weight-related condition, to start", () => {
    const at = (bmi: number) => ({ latestIndependentMeasurement: { measuredOn: "2026-11-20", bmi } });
    expect(messages(at(29.9))).toEqual([APPROVAL_MESSAGES.bmi]);
    expect(messages({ ...at(27), weightRelatedCondition: true })).toEqual([]);
    expect(messages({ ...at(26.9), weightRelatedCondition: true })).toEqual([APPROVAL_MESSAGES.bmi]);
    expect(messages({ ...at(24), kind: "reorder", lastSuppliedMg: 2.5, measurementMaxAgeDays: 182 })).toEqual([]);
  });

  it("refuses during pregnancy or breastfeeding", () => {
    expect(messages({ pregnantOrBreastfeeding: true })).toEqual([APPROVAL_MESSAGES.pregnancy]);
  });

  it("starts new patients on 2.5 mg, caps transfers at the evidenced dose, and climbs one step at a time", () => {
    expect(messages({ approvedMg: 5 })).toEqual([APPROVAL_MESSAGES.starterDose]);
    expect(messages({ kind: "transfer", approvedMg: 7.5, transferDoseMg: 5 })).toEqual([
      APPROVAL_MESSAGES.transferDose(5),
    ]);
    expect(messages({ kind: "transfer", approvedMg: 5, transferDoseMg: null })).toEqual([
      APPROVAL_MESSAGES.noTransferDose,
    ]);
    expect(messages({ kind: "reorder", approvedMg: 15, lastSuppliedMg: 10 })).toEqual([APPROVAL_MESSAGES.oneStep]);
    expect(messages({ kind: "reorder", approvedMg: 12.5, lastSuppliedMg: 10 })).toEqual([]);
    expect(messages({ kind: "reorder", approvedMg: 2.5, lastSuppliedMg: 10 })).toEqual([]);
  });

  it("needs two-way contact or a justification of 20 characters", () => {
    expect(messages({ contactMethod: null, contactJustification: "too short" })).toEqual([APPROVAL_MESSAGES.contact]);
    expect(messages({ contactMethod: null, contactJustification: "Spoke through the patient's carer" })).toEqual([]);
  });

  it("matches GP sharing to the consent, with a reason when not shared", () => {
    expect(messages({ gpConsent: "no", gpSharing: "shared" })).toEqual([APPROVAL_MESSAGES.gpNoConsent]);
    expect(messages({ gpConsent: "no", gpSharing: "not_shared", gpNotSharedReason: "" })).toEqual([
      APPROVAL_MESSAGES.gpReason,
    ]);
    expect(
      messages({ gpConsent: "no", gpSharing: "not_shared", gpNotSharedReason: "Patient declined consent to share" }),
    ).toEqual([]);
    expect(messages({ gpConsent: "no_gp", gpSharing: "no_gp" })).toEqual([]);
    expect(messages({ gpConsent: "yes", gpSharing: "no_gp" })).toEqual([APPROVAL_MESSAGES.gpReason]);
  });

  it("needs contraception advice recorded for female patients", () => {
    expect(messages({ sex: "female" })).toEqual([APPROVAL_MESSAGES.contraception]);
    expect(messages({ sex: "female", contraceptionAdviceGiven: true })).toEqual([]);
  });

  it("needs a full reassessment after a long break", () => {
    const restart = {
      kind: "restart" as const,
      lastSuppliedMg: 5,
      approvedMg: 2.5,
      reassessmentNeeded: true,
      measurementMaxAgeDays: 182,
    };
    expect(messages({ ...restart, latestIndependentMeasurement: { measuredOn: "2026-09-01", bmi: 31 } })).toEqual([
      APPROVAL_MESSAGES.measurement,
      "After a break of 8 weeks or more, the full safety questionnaire and a new independent measurement are needed first.",
    ]);
    expect(messages({ ...restart, fullQuestionnaireSinceBreak: true })).toEqual([]);
    // The break is the superintendent's setting, and the message says the one in force.
    const tenWeeks = { ...ok.reorderRules, policy: { ...ok.reorderRules.policy, reassessmentGapDays: 70 } };
    expect(messages({ ...restart, fullQuestionnaireSinceBreak: false, reorderRules: tenWeeks })).toContain(
      "After a break of 10 weeks or more, the full safety questionnaire and a new independent measurement are needed first.",
    );
  });
});

describe("the decision's vocabulary (decision 077)", () => {
  it("opens a transfer for an existing user and an initial consultation for anyone else", () => {
    expect(consultationKindFor(2)).toBe("transfer");
    expect(consultationKindFor(1)).toBe("initial");
    expect(consultationKindFor(null)).toBe("initial");
  });

  it("counts type 2 diabetes, a heart condition or another medical condition as weight-related", () => {
    const none = { isDiabetic: false, diabetesType: null, heartCondition: false, otherConditions: false };
    expect(hasWeightRelatedCondition(none)).toBe(false);
    expect(hasWeightRelatedCondition({ ...none, isDiabetic: true, diabetesType: "type2" })).toBe(true);
    expect(hasWeightRelatedCondition({ ...none, isDiabetic: true, diabetesType: "type1" })).toBe(false);
    expect(hasWeightRelatedCondition({ ...none, heartCondition: true })).toBe(true);
    expect(hasWeightRelatedCondition({ ...none, otherConditions: true })).toBe(true);
  });

  it("starts the GP sharing from the consent", () => {
    expect(gpSharingFor("yes")).toBe("shared");
    expect(gpSharingFor("no_gp")).toBe("no_gp");
    expect(gpSharingFor("no")).toBe("not_shared");
    expect(gpSharingFor(null)).toBe("not_shared");
  });

  it("keeps a prescription valid for six calendar months, to the month's last day at most", () => {
    expect(prescriptionValidUntil("2026-11-25")).toBe("2027-05-25");
    expect(prescriptionValidUntil("2026-08-31")).toBe("2027-02-28");
    expect(prescriptionValidUntil("2027-08-31")).toBe("2028-02-29");
    expect(prescriptionValidUntil("2026-06-30")).toBe("2026-12-30");
  });

  it("says who decided first, and when", () => {
    expect(alreadyDecidedMessage("approved", { by: "Priya Shah", on: "25 November 2026" })).toBe(
      "This consultation was already approved by Priya Shah on 25 November 2026.",
    );
    expect(alreadyDecidedMessage("rejected", { by: "Pat", on: null })).toBe(
      "This consultation was already rejected by Pat.",
    );
    expect(alreadyDecidedMessage("withdrawn", { by: null, on: null })).toBe(
      "This consultation was withdrawn: its order was cancelled.",
    );
  });
});
