/** An employee row with this e-mail and no account exists in the journeys' database (support/server.ts). */
export const E2E_STAFF_EMAIL = "pharmacist@e2e.local";

/**
 * The seeded first employee's authenticator key (decision 065), set by support/server.ts, so
 * the journeys compute its sign-in codes as an authenticator app would.
 */
export const E2E_ADMIN_TOTP_SECRET = "e2e-admin-authenticator-key-0001";
