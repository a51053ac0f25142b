import { describe, expect, it } from "vitest";
import {
  IDENTITY_MESSAGES,
  identityCheckProblems,
  MEASURED_IN_FUTURE_MESSAGE,
  measuredOnProblem,
} from "./verification";

const today = new Date("2026-11-25T10:00:00");
const check = { expiryDate: "2030-01-01", nameMatches: true, dobMatches: true, outcome: "verified" as const };

describe("identityCheckProblems", () => {
  it("accepts a matching, unexpired document", () => {
    expect(identityCheckProblems(check, today)).toEqual({});
    // The document's last day still counts.
    expect(identityCheckProblems({ ...check, expiryDate: "2026-11-25" }, today)).toEqual({});
    expect(identityCheckProblems({ ...check, expiryDate: null }, today)).toEqual({});
  });

  it("refuses to verify with an expired document, or when the name or date of birth does not match", () => {
    expect(identityCheckProblems({ ...check, expiryDate: "2026-11-24" }, today)).toEqual({
      expiryDate: IDENTITY_MESSAGES.expired,
    });
    expect(identityCheckProblems({ ...check, dobMatches: false }, today)).toEqual({
      outcome: IDENTITY_MESSAGES.mismatch,
    });
  });

  it("records a failed check whatever the document says", () => {
    expect(
      identityCheckProblems({ ...check, expiryDate: "2020-01-01", nameMatches: false, outcome: "not_verified" }, today),
    ).toEqual({});
  });
});

describe("measuredOnProblem", () => {
  it("allows today and earlier days, never a day to come", () => {
    expect(measuredOnProblem("2026-11-25", today)).toBeNull();
    expect(measuredOnProblem("2026-10-01", today)).toBeNull();
    expect(measuredOnProblem("2026-11-26", today)).toBe(MEASURED_IN_FUTURE_MESSAGE);
  });
});
