import { describe, expect, it } from "vitest";
import { PRESCRIPTION_MESSAGES, type PrescriptionFacts, prescriptionProblem } from "./current-prescription";

const valid: PrescriptionFacts = {
  orderId: 12,
  currentOutcome: "approved",
  prescription: { productId: 3, strength: "5 mg", issuedOn: "2026-05-25" },
  dispensing: { productId: 3, name: "Mounjaro 5mg pre-filled pen (4 weekly doses)" },
};
const problem = (over: Partial<PrescriptionFacts>, today = "2026-11-25") =>
  prescriptionProblem({ ...valid, ...over }, today);

describe("what dispensing needs of the prescription (decision 086)", () => {
  it("passes a current approval's prescription for the dose dispensed, up to six calendar months from its date", () => {
    expect(problem({})).toBeNull();
    expect(problem({}, "2026-05-25")).toBeNull();
  });

  it("refuses a prescription more than six months old", () => {
    expect(problem({}, "2026-11-26")).toBe(PRESCRIPTION_MESSAGES.expired(12, "2026-05-25"));
    expect(PRESCRIPTION_MESSAGES.expired(12, "2026-05-25")).toBe(
      "The prescription of order #12 was issued on 25 May 2026 and a private prescription is valid for 6 months: the prescriber records a correcting decision to issue a new one.",
    );
    // Six calendar months: a prescription of 31 August runs to the last day of February.
    const august = { prescription: { productId: 3, strength: "5 mg", issuedOn: "2026-08-31" } };
    expect(problem(august, "2027-02-28")).toBeNull();
    expect(problem(august, "2027-03-01")).not.toBeNull();
  });

  it("refuses without a current approval: none, a rejection, or an approval without its prescription", () => {
    expect(problem({ currentOutcome: null, prescription: null })).toBe(
      "Order #12 has no approved prescription: a prescriber must approve it before it is dispensed.",
    );
    expect(problem({ currentOutcome: "rejected" })).toBe(
      "The prescriber's current decision on order #12 is a rejection: nothing may be dispensed.",
    );
    expect(problem({ prescription: null })).toBe("Order #12 has no prescription to dispense against");
  });

  it("refuses a dose the prescription does not name", () => {
    expect(problem({ dispensing: { productId: 4, name: "Mounjaro 7.5mg pre-filled pen (4 weekly doses)" } })).toBe(
      "The prescription of order #12 is for 5 mg, not the 7.5 mg being dispensed: the prescriber corrects the decision first.",
    );
    expect(problem({ dispensing: { productId: null, name: null } })).toContain("not the product being dispensed");
  });
});
