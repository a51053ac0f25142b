import type { Database } from "./db/client";
import type { Auth } from "./auth/auth";
import type { Env } from "./env";
import type { Logger } from "./lib/monitoring/logger";
import type { Clock } from "./lib/time/clock";
import type { PaymentProvider } from "./lib/payments/provider";
import type { Metrics } from "./lib/monitoring/metrics";
import type { Backups } from "./backup/backups";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The owner of the address has opened the link of the welcome e-mail (decision 063). */
  emailVerified: boolean;
  /** A time-based second factor is set up (decision 065; staff only). */
  twoFactorEnabled: boolean;
}

/** Everything a request handler may use, passed in by createApp (docs/architecture.md, convention 6). */
export interface AppDeps {
  database: Database;
  auth: Auth;
  env: Pick<
    Env,
    "APP_URL" | "NODE_ENV" | "TRUST_PROXY" | "MAIL_FROM" | "METRICS_TOKEN" | "BACKUP_KEY" | "BACKUP_DIR" | "DATA_DIR"
  > & { DATABASE_URL?: string };
  /** A mail server is set up (SMTP_URL, or a test's): the go-live checklist's mail item (decision 090). */
  mailConfigured: boolean;
  /** Origins allowed to make state-changing requests (the app's own, plus the dev server). */
  allowedOrigins: string[];
  /** Wakes the e-mail worker after something was queued. */
  wakeMailer: () => void;
  /** Shows /dev/mailbox (development without SMTP). */
  devMailbox: boolean;
  /** Shows /dev/clock (development on this machine). */
  devClock: boolean;
  /** The one clock every date rule reads (lib/time/clock.ts); `now` is its reading. */
  clock: Clock;
  now: () => Date;
  /** The structured log (lib/monitoring/logger.ts). */
  log: Logger;
  /** How orders are paid and refunded: the manual path or the card provider (decision 100). */
  payments: PaymentProvider;
  /** The numbers GET /metrics shows (lib/monitoring/metrics.ts, decision 094). */
  metrics: Metrics;
  /** The backups in BACKUP_DIR: taken, tested, listed (backup/backups.ts, decision 092). */
  backups: Backups;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    clientIp: string;
    requestId: string;
    user: SessionUser | null;
    sessionId: string | null;
  };
}
