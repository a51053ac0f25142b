import { describe, expect, it } from "vitest";
import { type PrescriberRegulator, REGULATOR_NUMBER } from "./prescriber-regulators";
import { STAFF_MESSAGES, type StaffCredentials, staffChangeProblem, staffCredentialProblems } from "./roles";

describe("staffCredentialProblems", () => {
  const creds = (c: Partial<StaffCredentials>): StaffCredentials => ({
    role: "staff",
    registration: "none",
    gphcNumber: "",
    prescriberType: "",
    accreditedChecker: false,
    prescriberRegulator: "",
    prescriberNumber: "",
    ...c,
  });

  it("asks a prescriber for a type and a regulator, and a GPhC prescriber to be a pharmacist (decision 119)", () => {
    expect(staffCredentialProblems(creds({ role: "prescriber" }))).toEqual({
      prescriberType: STAFF_MESSAGES.prescriberTypeRequired,
      prescriberRegulator: STAFF_MESSAGES.regulatorRequired,
    });
    expect(
      staffCredentialProblems(
        creds({
          role: "prescriber",
          registration: "technician",
          gphcNumber: "2087654",
          prescriberType: "PIP",
          prescriberRegulator: "GPhC",
        }),
      ),
    ).toEqual({ registration: STAFF_MESSAGES.gphcPrescriberPharmacist });
    expect(
      staffCredentialProblems(
        creds({
          role: "prescriber",
          registration: "pharmacist",
          gphcNumber: "2087654",
          prescriberType: "Pharmacist Independent Prescriber",
          prescriberRegulator: "GPhC",
        }),
      ),
    ).toEqual({});
  });

  it("takes a nurse, paramedic or doctor prescriber with no GPhC registration, by their own register's number", () => {
    const nurse = (prescriberRegulator: PrescriberRegulator, prescriberNumber: string) =>
      staffCredentialProblems(
        creds({
          role: "prescriber",
          prescriberType: "Nurse Independent Prescriber",
          prescriberRegulator,
          prescriberNumber,
        }),
      );
    expect(nurse("NMC", "12A3456E")).toEqual({});
    expect(nurse("HCPC", "PA12345")).toEqual({});
    expect(nurse("GMC", "7654321")).toEqual({});
    expect(nurse("NMC", "")).toEqual({ prescriberNumber: STAFF_MESSAGES.prescriberNumberRequired });
    for (const [regulator, wrong] of [
      ["NMC", "1234567"],
      ["HCPC", "12345"],
      ["GMC", "12A3456E"],
    ] as const)
      expect(nurse(regulator, wrong)).toEqual({ prescriberNumber: REGULATOR_NUMBER[regulator].message });
  });

  it("keeps the superintendent a pharmacist prescribing on the GPhC's register", () => {
    const superintendent = { role: "superintendent" as const, prescriberType: "PIP" };
    expect(
      staffCredentialProblems(creds({ ...superintendent, prescriberRegulator: "NMC", prescriberNumber: "12A3456E" })),
    ).toEqual({
      registration: STAFF_MESSAGES.superintendentPharmacist,
      prescriberRegulator: STAFF_MESSAGES.superintendentGphc,
    });
    expect(
      staffCredentialProblems(
        creds({ ...superintendent, registration: "pharmacist", gphcNumber: "2087654", prescriberRegulator: "GPhC" }),
      ),
    ).toEqual({});
  });

  it("takes seven digits only", () => {
    for (const gphc of ["123456", "12345678", "12345a7", "１２３４５６７"]) {
      expect(
        staffCredentialProblems(
          creds({
            role: "prescriber",
            registration: "pharmacist",
            gphcNumber: gphc,
            prescriberType: "PIP",
            prescriberRegulator: "GPhC",
          }),
        ).gphcNumber,
      ).toBe(STAFF_MESSAGES.gphcFormat);
    }
  });

  it("asks a pharmacist or technician for their GPhC number, and a number for its registration (decision 117)", () => {
    expect(staffCredentialProblems(creds({}))).toEqual({});
    for (const registration of ["pharmacist", "technician"] as const) {
      expect(staffCredentialProblems(creds({ registration }))).toEqual({ gphcNumber: STAFF_MESSAGES.gphcRequired });
      expect(staffCredentialProblems(creds({ registration, gphcNumber: "2087654" }))).toEqual({});
    }
    expect(staffCredentialProblems(creds({ gphcNumber: "2087654" }))).toEqual({
      registration: STAFF_MESSAGES.registrationRequired,
    });
    expect(staffCredentialProblems(creds({ registration: "pharmacist", gphcNumber: "20876" }))).toEqual({
      gphcNumber: STAFF_MESSAGES.gphcFormat,
    });
  });

  it("makes only a pharmacy technician an accredited checking technician", () => {
    expect(
      staffCredentialProblems(creds({ registration: "technician", gphcNumber: "2087654", accreditedChecker: true })),
    ).toEqual({});
    for (const registration of ["pharmacist", "none"] as const)
      expect(
        staffCredentialProblems(
          creds({ registration, gphcNumber: registration === "none" ? "" : "2087654", accreditedChecker: true }),
        ),
      ).toEqual({ accreditedChecker: STAFF_MESSAGES.checkerTechnicianOnly });
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
