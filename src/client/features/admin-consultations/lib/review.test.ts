import { describe, expect, it } from "vitest";
import { APPROVAL_MESSAGES } from "@/shared/domain/prescribing/prescribing";
import { FIRST_SUPPLY_RULES } from "@/shared/domain/treatment/reorder-approval";
import { allowedDoses, remainingProblems, type ServerFacts, serverDay, weightChanges } from "./review";

const STRENGTHS = [2.5, 5, 7.5, 10, 12.5, 15];
const products = STRENGTHS.map((mg, i) => ({ productId: i + 2, name: `Mounjaro ${mg}mg`, mg })).concat({
  productId: 99,
  name: "Sharps bin",
  mg: null as never,
});

const facts = (overrides: Partial<ServerFacts> = {}): ServerFacts => ({
  kind: "initial",
  today: "2026-03-10",
  dob: "1985-06-15",
  sex: "female",
  identityVerified: true,
  latestIndependentMeasurement: { measuredOn: "2026-03-01", bmi: 34.6 },
  measurementMaxAgeDays: 30,
  reassessmentNeeded: false,
  fullQuestionnaireSinceBreak: true,
  weightRelatedCondition: false,
  pregnantOrBreastfeeding: false,
  strengthsMg: STRENGTHS,
  lastSuppliedMg: null,
  transferDoseMg: null,
  gpConsent: "yes",
  reorderRules: {
    ...FIRST_SUPPLY_RULES,
    policy: { reorderWindowDays: 21, restartGapDays: 26, reassessmentGapDays: 56 },
  },
  ...overrides,
});

const entries = {
  approvedMg: 2.5,
  contactMethod: null,
  contactJustification: "",
  gpSharing: "shared" as const,
  gpNotSharedReason: "",
  contraceptionAdviceGiven: false,
};

describe("the doses a prescriber may approve", () => {
  it("is 2.5 mg only for a new patient", () => {
    expect(allowedDoses(products, facts()).map((p) => p.mg)).toEqual([2.5]);
  });

  it("is up to the evidenced dose for a transfer, and nothing until that dose is on record", () => {
    expect(allowedDoses(products, facts({ kind: "transfer", transferDoseMg: 7.5 })).map((p) => p.mg)).toEqual([
      2.5, 5, 7.5,
    ]);
    expect(allowedDoses(products, facts({ kind: "transfer", transferDoseMg: null }))).toEqual([]);
  });

  it("is at most one step above the last supplied dose for a re-order or a restart", () => {
    expect(allowedDoses(products, facts({ kind: "reorder", lastSuppliedMg: 5 })).map((p) => p.mg)).toEqual([
      2.5, 5, 7.5,
    ]);
    expect(allowedDoses(products, facts({ kind: "restart", lastSuppliedMg: 10 })).map((p) => p.mg)).toEqual([
      2.5, 5, 7.5, 10, 12.5,
    ]);
  });
});

describe("what approval still needs as the form is filled in", () => {
  it("lists the decision's own entries until they are made, on the server's day", () => {
    expect(remainingProblems(facts(), entries).map((p) => p.message)).toEqual([
      APPROVAL_MESSAGES.contact,
      APPROVAL_MESSAGES.contraception,
    ]);
    expect(
      remainingProblems(facts(), { ...entries, contactMethod: "live_video", contraceptionAdviceGiven: true }),
    ).toEqual([]);
  });

  it("keeps the record's problems: an identity not verified, a measurement too old by the server's day", () => {
    const problems = remainingProblems(facts({ identityVerified: false, today: "2026-04-01" }), {
      ...entries,
      contactMethod: "phone",
      contraceptionAdviceGiven: true,
    });
    expect(problems.map((p) => p.rule)).toEqual(["identity", "measurement"]);
  });

  it("reads the server's day as that calendar day", () => {
    const day = serverDay("2026-03-10");
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2026, 3, 10]);
  });
});

describe("the progress figures", () => {
  it("gives the latest weight's change since the first and the previous", () => {
    expect(weightChanges([{ kg: 100 }])).toBeNull();
    expect(weightChanges([{ kg: 100 }, { kg: 96 }, { kg: 94.5 }])).toEqual({
      sinceFirst: "-5.5 kg (-5.5%)",
      sincePrevious: "-1.5 kg (-1.6%)",
    });
    expect(weightChanges([{ kg: 80 }, { kg: 82 }])).toEqual({
      sinceFirst: "+2.0 kg (+2.5%)",
      sincePrevious: "+2.0 kg (+2.5%)",
    });
  });
});
