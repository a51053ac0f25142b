import { type PrescriberRegulator, REGULATOR_NUMBER } from "./prescriber-regulators";

/**
 * Who may do what in the back office (decision 022). Staff run orders and record identity
 * checks; prescribers (and the superintendent, who is one) decide supplies and record
 * measurements; the superintendent also manages staff and changes the pharmacy's settings
 * (decision 112).
 */
export const EMPLOYEE_ROLES = ["staff", "prescriber", "superintendent"] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/**
 * Decision 114: a member of staff's professional registration, which decides the checks they may
 * do: the clinical check is a pharmacist's; the accuracy check a pharmacist's or an accredited
 * checking technician's; only a pharmacist is the responsible pharmacist.
 */
export const REGISTRATIONS = ["pharmacist", "technician", "none"] as const;
export type Registration = (typeof REGISTRATIONS)[number];

export const REGISTRATION_LABEL: Record<Registration, string> = {
  pharmacist: "Pharmacist",
  technician: "Pharmacy technician",
  none: "None",
};

export const ROLE_LABEL: Record<EmployeeRole, string> = {
  staff: "Staff",
  prescriber: "Prescriber",
  superintendent: "Superintendent pharmacist",
};

/** Prescribers decide supplies; the superintendent is one too. */
export const isPrescriber = (role: EmployeeRole | null | undefined) =>
  role === "prescriber" || role === "superintendent";

/** A GPhC registration number (a pharmacist's or a pharmacy technician's): seven digits. */
export const GPHC_NUMBER_PATTERN = /^[0-9]{7}$/;

export const PRESCRIBER_ONLY_MESSAGE = "Only a prescriber can record a prescribing decision.";
export const SUPERINTENDENT_ONLY_MESSAGE = "Only the superintendent pharmacist can do this.";
/** Decision 112: every setting is the superintendent's to change; other staff read them. */
export const SETTINGS_SUPERINTENDENT_MESSAGE = "Only the superintendent pharmacist changes the pharmacy's settings.";

export const SUPERINTENDENT_ROLE: EmployeeRole = "superintendent";

/** The field messages of the staff form (decisions 022, 117, 119), written once for the form and the server. */
export const STAFF_MESSAGES = {
  gphcRequired: "A GPhC number is required for a pharmacist or pharmacy technician",
  gphcFormat: "A GPhC number is 7 digits",
  registrationRequired: "Choose the registration that goes with the GPhC number",
  superintendentPharmacist: "The superintendent must be a pharmacist",
  superintendentGphc: "The superintendent prescribes as a pharmacist, on the GPhC register",
  gphcPrescriberPharmacist: "A prescriber on the GPhC register must be a pharmacist",
  regulatorRequired: "Choose the prescriber's regulator",
  prescriberNumberRequired: "Enter the prescriber's registration number",
  checkerTechnicianOnly: "Only a pharmacy technician is an accredited checking technician",
  prescriberTypeRequired: "The prescriber type is required for a prescriber",
  duplicateEmail: "This e-mail already belongs to a member of staff",
  selfRemove: "You cannot remove your own access.",
  selfDemote: "You cannot change your own role.",
  lastSuperintendent: "There must always be at least one superintendent pharmacist.",
  notFound: "Staff member not found",
  alreadyRemoved: "This staff member's access has already been removed.",
} as const;

export interface StaffCredentials {
  role: EmployeeRole;
  registration: Registration;
  gphcNumber: string;
  prescriberType: string;
  accreditedChecker: boolean;
  /** Decision 119: a prescriber's regulator ("" when none is chosen) and, other than the GPhC, their number. */
  prescriberRegulator: PrescriberRegulator | "";
  prescriberNumber: string;
}

export type CredentialField =
  "registration" | "gphcNumber" | "prescriberType" | "accreditedChecker" | "prescriberRegulator" | "prescriberNumber";

/**
 * Decisions 022, 117 and 119: a pharmacist or pharmacy technician carries their 7-digit GPhC
 * number, and a number is always someone's registration; only a technician is an accredited
 * checking technician. A prescriber has a prescriber type and their regulator: on the GPhC's
 * register they are a pharmacist (their number is their GPhC number); on the NMC's, the HCPC's
 * or the GMC's they give that register's number, in its form. The superintendent is a
 * pharmacist prescribing on the GPhC's register. Field messages by field name; empty when the
 * credentials fit.
 */
export function staffCredentialProblems(c: StaffCredentials): Partial<Record<CredentialField, string>> {
  const problems: Partial<Record<CredentialField, string>> = {};
  const gphc = c.gphcNumber.trim();
  if (c.registration === "none" && gphc !== "") problems.registration = STAFF_MESSAGES.registrationRequired;
  if (gphc === "") {
    if (c.registration !== "none") problems.gphcNumber = STAFF_MESSAGES.gphcRequired;
  } else if (!GPHC_NUMBER_PATTERN.test(gphc)) {
    problems.gphcNumber = STAFF_MESSAGES.gphcFormat;
  }
  if (c.accreditedChecker && c.registration !== "technician")
    problems.accreditedChecker = STAFF_MESSAGES.checkerTechnicianOnly;
  if (!isPrescriber(c.role)) return problems;
  if (c.prescriberType.trim() === "") problems.prescriberType = STAFF_MESSAGES.prescriberTypeRequired;
  if (c.role === SUPERINTENDENT_ROLE) {
    if (c.registration !== "pharmacist") problems.registration = STAFF_MESSAGES.superintendentPharmacist;
    if (c.prescriberRegulator !== "GPhC") problems.prescriberRegulator = STAFF_MESSAGES.superintendentGphc;
  }
  if (c.prescriberRegulator === "") problems.prescriberRegulator ??= STAFF_MESSAGES.regulatorRequired;
  else if (c.prescriberRegulator === "GPhC") {
    if (c.registration !== "pharmacist") problems.registration ??= STAFF_MESSAGES.gphcPrescriberPharmacist;
  } else {
    const number = c.prescriberNumber.trim();
    if (number === "") problems.prescriberNumber = STAFF_MESSAGES.prescriberNumberRequired;
    else if (!REGULATOR_NUMBER[c.prescriberRegulator].pattern.test(number))
      problems.prescriberNumber = REGULATOR_NUMBER[c.prescriberRegulator].message;
  }
  return problems;
}

/**
 * The guard rails of staff management (decision 022): the superintendent never removes or
 * demotes themself, and at least one superintendent always remains (a handover promotes the
 * successor first, who then changes the predecessor's role). Null when the change may go ahead.
 */
export function staffChangeProblem(change: {
  actorEmployeeId: number;
  targetEmployeeId: number;
  targetRole: EmployeeRole;
  /** The target's role after the change; null when the target's access is removed. */
  newRole: EmployeeRole | null;
  /** Live superintendents before the change, the target included if they are one. */
  superintendentCount: number;
}): string | null {
  const self = change.actorEmployeeId === change.targetEmployeeId;
  if (self && change.newRole === null) return STAFF_MESSAGES.selfRemove;
  if (self && change.newRole !== change.targetRole) return STAFF_MESSAGES.selfDemote;
  const losesSuperintendent = change.targetRole === SUPERINTENDENT_ROLE && change.newRole !== SUPERINTENDENT_ROLE;
  if (losesSuperintendent && change.superintendentCount <= 1) return STAFF_MESSAGES.lastSuperintendent;
  return null;
}
