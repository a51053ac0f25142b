import { describe, expect, it } from "vitest";
import { STAFF_MESSAGES, staffChangeProblem, staffCredentialProblems } from "./roles";

describe("staffCredentialProblems", () => {
  it("asks a prescriber and the superintendent for a GPhC number and a prescriber type", () => {
    for (const role of ["prescriber", "superintendent"] as const) {
      expect(staffCredentialProblems({ role, gphcNumber: "", prescriberType: "" })).toEqual({
        gphcNumber: STAFF_MESSAGES.gphcRequired,
        prescriberType: STAFF_MESSAGES.prescriberTypeRequired,
      });
      expect(
        staffCredentialProblems({ role, gphcNumber: "2087654", prescriberType: "Pharmacist Independent Prescriber" }),
      ).toEqual({});
    }
  });

  it("takes seven digits only", () => {
    for (const gphc of ["123456", "12345678", "12345a7", "１２３４５６７"]) {
      expect(staffCredentialProblems({ role: "prescriber", gphcNumber: gphc, prescriberType: "PIP" }).gphcNumber).toBe(
        STAFF_MESSAGES.gphcFormat,
      );
    }
  });

  it("lets a staff member carry no number, or a real one", () => {
    expect(staffCredentialProblems({ role: "staff", gphcNumber: "", prescriberType: "" })).toEqual({});
    expect(staffCredentialProblems({ role: "staff", gphcNumber: "2087654", prescriberType: "" })).toEqual({});
    expect(staffCredentialProblems({ role: "staff", gphcNumber: "20876", prescriberType: "" })).toEqual({
      gphcNumber: STAFF_MESSAGES.gphcFormat,
    });
  });
});

describe("staffChangeProblem", () => {
  const base = {
    actorEmployeeId: 1,
    targetEmployeeId: 2,
    targetRole: "prescriber" as const,
    newRole: "staff" as const,
    superintendentCount: 1,
  };

  it("lets the superintendent change or remove someone else", () => {
    expect(staffChangeProblem(base)).toBeNull();
    expect(staffChangeProblem({ ...base, newRole: null })).toBeNull();
  });

  it("never lets the superintendent remove or demote themself", () => {
    const self = { ...base, targetEmployeeId: 1, targetRole: "superintendent" as const, superintendentCount: 2 };
    expect(staffChangeProblem({ ...self, newRole: null })).toBe(STAFF_MESSAGES.selfRemove);
    expect(staffChangeProblem({ ...self, newRole: "prescriber" })).toBe(STAFF_MESSAGES.selfDemote);
    expect(staffChangeProblem({ ...self, newRole: "superintendent" })).toBeNull();
  });

  it("keeps at least one superintendent", () => {
    const other = { ...base, targetRole: "superintendent" as const };
    expect(staffChangeProblem({ ...other, superintendentCount: 1 })).toBe(STAFF_MESSAGES.lastSuperintendent);
    expect(staffChangeProblem({ ...other, newRole: null, superintendentCount: 1 })).toBe(
      STAFF_MESSAGES.lastSuperintendent,
    );
    expect(staffChangeProblem({ ...other, superintendentCount: 2 })).toBeNull();
  });
});
