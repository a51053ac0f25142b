import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { queuePasswordResetEmail } from "../email/emails";

/** Header our own middleware sets from the socket (or a trusted proxy); any client copy is dropped. */
export const CLIENT_IP_HEADER = "x-client-ip";

export interface AuthRateLimits {
  /** Requests per window per client IP on sign-in, sign-up and password reset. */
  signIn: { window: number; max: number };
  signUp: { window: number; max: number };
  reset: { window: number; max: number };
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signIn: { window: 60, max: 10 },
  signUp: { window: 60, max: 5 },
  reset: { window: 60, max: 3 },
};

export interface AuthOptions {
  db: Db;
  appUrl: string;
  secret: string;
  trustedOrigins: string[];
  rateLimits: AuthRateLimits;
}

export function createAuth({ db, appUrl, secret, trustedOrigins, rateLimits }: AuthOptions) {
  return betterAuth({
    appName: "Pharmacy",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // SPEC §5: minimum 6 characters (D4).
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // D4: the e-mail links to /auth?token=…&type=recovery, which opens Set New Password.
      sendResetPassword: async ({ user, token }) => {
        const link = `${appUrl}/auth?token=${encodeURIComponent(token)}&type=recovery`;
        await queuePasswordResetEmail(db, { to: user.email, name: user.name, link });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      // In the database so limits hold across restarts and across app instances.
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": rateLimits.signIn,
        "/sign-up/email": rateLimits.signUp,
        "/request-password-reset": rateLimits.reset,
        "/reset-password": rateLimits.reset,
      },
    },
    advanced: {
      useSecureCookies: appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
