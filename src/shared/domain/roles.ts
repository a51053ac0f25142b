/**
 * Who may do what in the back office (decision 022). Staff run orders and record identity
 * checks; prescribers (and the superintendent, who is one) decide supplies and record
 * measurements; the superintendent also manages staff and the Clinical settings (decision 030).
 */
/** @public */
export const EMPLOYEE_ROLES = ["staff", "prescriber", "superintendent"] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/** @public */
export const ROLE_LABEL: Record<EmployeeRole, string> = {
  staff: "Staff",
  prescriber: "Prescriber",
  superintendent: "Superintendent pharmacist",
};

/** Prescribers decide supplies; the superintendent is one too. */
export const isPrescriber = (role: EmployeeRole | null | undefined) => role === "prescriber" || role === "superintendent";

/** A prescriber's GPhC registration number: seven digits. @public */
export const GPHC_NUMBER_PATTERN = /^[0-9]{7}$/;

export const PRESCRIBER_ONLY_MESSAGE = "Only a prescriber can record a prescribing decision.";
export const SUPERINTENDENT_ONLY_MESSAGE = "Only the superintendent pharmacist can do this.";
