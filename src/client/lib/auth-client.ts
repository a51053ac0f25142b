import { createAuthClient } from "better-auth/client";

/** better-auth's client for sign-in, sign-up, sign-out and password reset (decision 004). */
export const authClient = createAuthClient({ basePath: "/api/auth" });

export type AuthClient = typeof authClient;
