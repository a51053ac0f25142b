import type { Database } from "./db/client";
import type { Auth } from "./auth/auth";
import type { AnswerFloors } from "./auth/even-answers";
import type { Env } from "./env";
import type { Logger } from "./lib/monitoring/logger";
import type { Clock } from "./lib/time/clock";
import type { PaymentProvider } from "./lib/payments/provider";
import type { PrescriptionSigner } from "./lib/prescribing/signing-keys";
import type { Metrics } from "./lib/monitoring/metrics";
import type { Backups } from "./backup/backups";
import type { Db } from "./db/client";
import type { EmployeeRole, Registration } from "@/shared/domain/people/roles";

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
  /**
   * How long the answers that could tell whether an address has an account take at least
   * (auth/even-answers.ts, decision 027): the product's ANSWER_FLOOR_MS; none in most API tests.
   */
  answerFloors: AnswerFloors;
  /** The structured log (lib/monitoring/logger.ts). */
  log: Logger;
  /** How orders are paid and refunded: the manual path or the card provider (decision 100). */
  payments: PaymentProvider;
  /** Seals and unlocks prescribers' signing keys under their PIN and AUTH_SECRET (decision 118). */
  signing: PrescriptionSigner;
  /** The numbers GET /metrics shows (lib/monitoring/metrics.ts, decision 094). */
  metrics: Metrics;
  /** The backups in BACKUP_DIR: taken, tested, listed (backup/backups.ts, decision 092). */
  backups: Backups;
}

/** A member of staff, as requireEmployee found them (docs/spec.md §6). */
export interface Employee {
  employee_id: number;
  email: string;
  name: string | null;
  /** Decision 022: staff, prescriber, or superintendent (who is also a prescriber). */
  role: EmployeeRole;
  gphc_number: string | null;
  prescriber_type: string | null;
  /** Decision 119: a prescriber's regulator, and their number when it is not the GPhC's. */
  prescriber_regulator: string | null;
  prescriber_number: string | null;
  /** Decisions 114, 117: pharmacist, technician or none; it decides the checks they may do. */
  registration: Registration;
  /** An accredited checking technician: may do the accuracy check. */
  accredited_checker: boolean;
}

/**
 * The request context (docs/architecture.md, convention 6): what every operation is given as its
 * first argument, `verbThing(ctx, input)`, built once per request by lib/http/context.ts. It is
 * one shape that grows as the request is known better:
 * - `SystemCtx`: no one is signed in, or no one need be (public routes, the scheduler's jobs);
 * - `Ctx`: a signed-in person (requireUser), whose `actor` the audit trail and timelines name;
 * - `StaffCtx`: a member of staff (requireEmployee), with their staff record.
 */
export interface SystemCtx {
  db: Db;
  /** The one clock's reading for this request: every date rule and stamp of it. */
  now: Date;
  /** The site's address, for the links of e-mails. */
  appUrl: string;
  /** How orders are paid and refunded (decision 100). */
  payments: PaymentProvider;
  /** Prescribers' signing keys, unlocked by their PIN (decision 118). */
  signing: PrescriptionSigner;
}

/** Who asks: their account, and the name a record keeps of them (a member of staff's is their staff record's). */
export interface CtxActor {
  userId: string;
  email: string;
  name: string;
}

export interface Ctx extends SystemCtx {
  actor: CtxActor;
}

export interface StaffCtx extends Ctx {
  employee: Employee;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    ctx: SystemCtx;
    clientIp: string;
    requestId: string;
    user: SessionUser | null;
    sessionId: string | null;
  };
}
