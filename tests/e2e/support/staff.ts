/** An employee row with this e-mail and no account exists in the journeys' database (support/server.ts). */
export const E2E_STAFF_EMAIL = "pharmacist@e2e.local";
