/** An employee row with this e-mail and no account exists in the journeys' database (support/server.ts). */
export const E2E_STAFF_EMAIL = "pharmacist@e2e.local";

/**
 * The seeded first employee's authenticator key (decision 065), set by support/server.ts, so
 * the journeys compute its sign-in codes as an authenticator app would.
 */
export const E2E_ADMIN_TOTP_SECRET = "e2e-admin-authenticator-key-0001";

/**
 * A member of staff with an account and a second factor the journeys know (support/server.ts):
 * the second person who does the accuracy check of a dispensing (decision 095), an accredited
 * checking technician (decision 117).
 */
export const E2E_CHECKER = { email: "checker@e2e.local", password: "e2e-checker-password", name: "E2E Checker" };
export const E2E_CHECKER_TOTP_SECRET = "e2e-checker-authenticator-key-01";

/**
 * A pharmacist independent prescriber with an account and a second factor (support/server.ts):
 * the journeys' prescriptions are theirs, so the seeded superintendent may clinically check them
 * (decision 117: a pharmacist does not clinically check their own prescription).
 */
export const E2E_PRESCRIBER = {
  email: "prescriber@e2e.local",
  password: "e2e-prescriber-password",
  name: "E2E Prescriber",
};
export const E2E_PRESCRIBER_TOTP_SECRET = "e2e-prescriber-authenticator-1";

/** The signing PIN (decision 118) of the seeded superintendent and of E2E_PRESCRIBER, set by support/server.ts. */
export const E2E_SIGNING_PIN = "135724";

/**
 * A nurse independent prescriber on the NMC's register (decision 119), with an account, a second
 * factor and the signing PIN E2E_SIGNING_PIN (support/server.ts): approves and signs, but has no
 * GPhC registration, so never clinically checks nor signs in as responsible pharmacist.
 */
export const E2E_NURSE = {
  email: "nurse@e2e.local",
  password: "e2e-nurse-password",
  name: "E2E Nurse",
  nmcPin: "12A3456E",
  totpSecret: "e2e-nurse-authenticator-key-0001",
};

/** A pharmacy technician who is not an accredited checking technician (decision 117): assembles, never checks. */
export const E2E_TECHNICIAN = {
  email: "technician@e2e.local",
  password: "e2e-technician-password",
  name: "E2E Technician",
  totpSecret: "e2e-technician-authenticator-key",
};
