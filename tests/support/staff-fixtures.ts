/** Employees of each role (decision 022), signed in with their second factor, for API tests. */
import { randomBytes, randomInt } from "node:crypto";
import { employees } from "@/server/db/schema";
import type { EmployeeRole, Registration } from "@/shared/domain/people/roles";
import type { TestApp, TestClient } from "./test-app";
import { giveSigningKey } from "./signing-fixtures";

export type StaffClient = TestClient & { email: string; password: string; employeeId: number; code: () => string };

/** A GPhC number no other test employee has: seven digits. */
export const someGphcNumber = () => String(2_000_000 + randomInt(7_999_999)).padStart(7, "0");

/**
 * An employee with `role`, added as the Staff page adds one, who has opened their account,
 * confirmed the address and set up the second factor: signed in, with a back office session.
 * A prescriber or the superintendent is a pharmacist; staff have no registration unless given
 * one (decision 117: a pharmacist, or a technician who may be an accredited checker).
 */
export async function signedInStaff(
  t: TestApp,
  role: EmployeeRole,
  opts: {
    registration?: Registration;
    accreditedChecker?: boolean;
    name?: string;
    /** A prescriber on another register than the GPhC's (decision 119): a nurse prescriber's NMC PIN, say. */
    prescriberOn?: { regulator: "NMC" | "HCPC" | "GMC"; number: string };
  } = {},
): Promise<StaffClient> {
  const email = `${role}-${randomBytes(4).toString("hex")}@pharmacy.example`;
  const prescribes = role !== "staff";
  const registration = opts.registration ?? (prescribes && !opts.prescriberOn ? "pharmacist" : "none");
  const [row] = await t.db
    .insert(employees)
    .values({
      email,
      name: opts.name ?? `Test ${role}`,
      role,
      gphc_number: registration !== "none" ? someGphcNumber() : null,
      registration,
      accredited_checker: opts.accreditedChecker ?? false,
      prescriber_type: !prescribes
        ? null
        : opts.prescriberOn
          ? "Nurse Independent Prescriber"
          : "Pharmacist Independent Prescriber",
      prescriber_regulator: !prescribes ? null : (opts.prescriberOn?.regulator ?? "GPhC"),
      prescriber_number: opts.prescriberOn?.number ?? null,
    })
    .returning();
  // A prescriber signs what they approve with TEST_SIGNING_PIN (decision 118).
  if (prescribes) await giveSigningKey(t.db, row!.employee_id);
  const c = t.client();
  const password = "staff-password-1";
  await c.signUp(email, password);
  const secondFactor = await t.seedTwoFactor(email);
  // Their first request links the account to the employee row (decision 063), as signing in does.
  await c.get("/api/me");
  return Object.assign(c, { email, password, employeeId: row!.employee_id, code: () => secondFactor.code() });
}
