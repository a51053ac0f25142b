import { describe, expect, it } from "vitest";
import { APPROVAL_MESSAGES, type ApprovalFacts, approvalProblems } from "../prescribing/prescribing";
import {
  type CheckinFacts,
  FIRST_SUPPLY_RULES,
  REORDER_APPROVAL_MESSAGES,
  type ReorderRuleFacts,
  reorderApprovalProblems,
} from "./reorder-approval";

const STRENGTHS = [2.5, 5, 7.5, 10, 12.5, 15];
const policy = { reorderWindowDays: 21, restartGapDays: 26, reassessmentGapDays: 56 };
const onTime: CheckinFacts = {
  gapDays: 6,
  injectionsTaken: 4,
  worstSideEffect: "none",
  pregnantBreastfeedingOrPlanning: false,
};
/** A patient supplied 5 mg on 1 November who asked on time for the next pen. */
const reorder: ReorderRuleFacts = { lastSuppliedOn: "2026-11-01", unhandledRedFlag: false, checkin: onTime, policy };
const messages = (f: Partial<ReorderRuleFacts>, approvedMg = 5, today = "2026-11-25") =>
  reorderApprovalProblems({ ...reorder, ...f }, { today, approvedMg, lastSuppliedMg: 5, strengthsMg: STRENGTHS }).map(
    (p) => p.message,
  );

describe("the re-order's rules at approval (issue 19)", () => {
  it("pass a re-order checked in on time: the same dose, any lower one, or one step up", () => {
    expect(messages({}, 5)).toEqual([]);
    expect(messages({}, 2.5)).toEqual([]);
    expect(messages({}, 7.5)).toEqual([]);
  });

  it("hold while a red-flag report waits for review, even for a first supply", () => {
    expect(messages({ unhandledRedFlag: true })).toEqual([REORDER_APPROVAL_MESSAGES.redFlag]);
    expect(
      reorderApprovalProblems(
        { ...FIRST_SUPPLY_RULES, unhandledRedFlag: true, policy },
        { today: "2026-11-25", approvedMg: 2.5, lastSuppliedMg: null, strengthsMg: STRENGTHS },
      ),
    ).toEqual([{ rule: "reorder", message: REORDER_APPROVAL_MESSAGES.redFlag }]);
  });

  it("wait for the re-order window after the last supply, by the day of the approval", () => {
    expect(messages({ lastSuppliedOn: "2026-11-04" })).toEqual([]);
    expect(messages({ lastSuppliedOn: "2026-11-05" })).toEqual([
      "The next pen can be approved from 26 November 2026, the re-order window after the last supply.",
    ]);
  });

  it("send a supplied patient's next pen through the re-order check-in", () => {
    expect(messages({ checkin: null }, 5)).toEqual([REORDER_APPROVAL_MESSAGES.checkinFirst]);
  });

  it("step up only where the ladder offers it for what the check-in told", () => {
    expect(messages({ checkin: { ...onTime, injectionsTaken: 2 } }, 7.5)).toEqual([
      REORDER_APPROVAL_MESSAGES.injections,
    ]);
    expect(messages({ checkin: { ...onTime, worstSideEffect: "moderate" } }, 7.5)).toEqual([
      REORDER_APPROVAL_MESSAGES.sideEffects,
    ]);
    expect(messages({ checkin: { ...onTime, pregnantBreastfeedingOrPlanning: true } }, 7.5)).toEqual([
      REORDER_APPROVAL_MESSAGES.pregnancy,
    ]);
    expect(messages({ checkin: { ...onTime, gapDays: 12 } }, 7.5)).toEqual([REORDER_APPROVAL_MESSAGES.missedDose]);
    expect(messages({ checkin: { ...onTime, gapDays: 30 } }, 7.5)).toEqual([REORDER_APPROVAL_MESSAGES.restart]);
    // Staying or going down is never a step up.
    expect(messages({ checkin: { ...onTime, gapDays: 30 } }, 5)).toEqual([]);
  });

  it("leave a step of more than one to the one-step rule, which approvalProblems reports as the dose's", () => {
    expect(messages({}, 10)).toEqual([]);
    const facts: ApprovalFacts = {
      kind: "reorder",
      today: new Date(2026, 10, 25),
      dob: "1980-05-01",
      sex: "male",
      identityVerified: true,
      latestIndependentMeasurement: { measuredOn: "2026-11-20", bmi: 29 },
      measurementMaxAgeDays: 182,
      reassessmentNeeded: false,
      fullQuestionnaireSinceBreak: true,
      weightRelatedCondition: false,
      pregnantOrBreastfeeding: false,
      strengthsMg: STRENGTHS,
      approvedMg: 10,
      lastSuppliedMg: 5,
      transferDoseMg: null,
      reorderRules: { ...reorder, unhandledRedFlag: true },
      contactMethod: "live_video",
      contactJustification: "",
      gpConsent: "yes",
      gpSharing: "shared",
      gpNotSharedReason: "",
      contraceptionAdviceGiven: false,
    };
    expect(approvalProblems(facts)).toEqual([
      { rule: "dose", message: APPROVAL_MESSAGES.oneStep },
      { rule: "reorder", message: REORDER_APPROVAL_MESSAGES.redFlag },
    ]);
  });
});
