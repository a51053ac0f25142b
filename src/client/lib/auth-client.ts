import { createAuthClient } from "better-auth/client";

/** better-auth's client for sign-in, sign-up, sign-out and password reset (D4). */
export const authClient = createAuthClient({ basePath: "/api/auth" });

export type AuthClient = typeof authClient;
