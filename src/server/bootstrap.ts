/**
 * Builds everything the server needs from the configuration: database (migrated and seeded),
 * auth, e-mail worker. Used by main.ts and by the test harness.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import {
  createAuth,
  DEFAULT_AUTH_RATE_LIMITS,
  type Auth,
  type AuthRateLimits,
  type PasswordHashing,
} from "./auth/auth";
import { isDatabaseUnavailable, openDatabase, queryRows, type Database } from "./db/client";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";
import { employees } from "./db/schema";
import { seedReferenceData } from "./db/seed";
import { getSettings } from "./lib/site/settings";
import { SETTING_DEFAULTS } from "@/shared/domain/site/settings";
import { createSmtpMailer } from "./email/transport";
import { startOutboxWorker, type Mailer } from "./email/outbox";
import { ConfigError, type Env } from "./env";
import { ANSWER_FLOOR_MS, type AnswerFloors } from "./auth/even-answers";
import type { AppDeps } from "./deps";
import { createLogger } from "./lib/monitoring/logger";
import type { DestinationStream } from "pino";
import { type Clock, createClock } from "./lib/time/clock";
import { startScheduler } from "./jobs/scheduler";
import { createPaymentProvider } from "./lib/payments/create-provider";
import { createMetrics } from "./lib/monitoring/metrics";
import { startBackupSchedule } from "./backup/backup-schedule";
import { createBackups } from "./backup/backups";
import { markServerRunning } from "./backup/server-lock";
import { createPrescriptionSigner } from "./lib/prescribing/signing-keys";

/** DATA_DIR value for a database that lives in memory only (tests). */
export const IN_MEMORY = ":memory:";

/** Runs migrations and the seed once, even when several instances start together on one server. */
export async function migrateAndSeed(database: Database, databaseUrl?: string): Promise<void> {
  const run = async () => {
    await database.migrate();
    await seedReferenceData(database.db);
  };
  if (database.kind !== "postgres" || !databaseUrl) return run();
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(727001)");
    await run();
  } finally {
    await lock.query("SELECT pg_advisory_unlock(727001)").catch(() => undefined);
    await lock.end();
  }
}

/** PostgreSQL refusing the login or not knowing the database: SQLSTATE classes 28 and 3D. */
const LOGIN_REFUSED = /^(28|3D)/;

/** A database that cannot be used at start, as one line naming the variable (no password). */
function startupDatabaseError(error: unknown, env: Pick<Env, "DATABASE_URL">): ConfigError | null {
  if (!env.DATABASE_URL) return null;
  const e = error as { code?: string; message?: string };
  if (isDatabaseUnavailable(error) || ["ENOTFOUND", "EAI_AGAIN", "EADDRNOTAVAIL"].includes(e.code ?? "")) {
    return new ConfigError(`Cannot start: DATABASE_URL: the database cannot be reached (${e.code ?? e.message})`);
  }
  if (e.code && LOGIN_REFUSED.test(e.code))
    return new ConfigError(`Cannot start: DATABASE_URL: ${e.message} (${e.code})`);
  return null;
}

/** AUTH_SECRET, or in development one generated once and kept in DATA_DIR. */
export function resolveAuthSecret(env: Pick<Env, "AUTH_SECRET" | "DATA_DIR">): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  // An in-memory database lives as long as the process, and so may its secret.
  if (env.DATA_DIR === IN_MEMORY) return randomBytes(32).toString("base64url");
  const file = path.join(env.DATA_DIR, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

/**
 * decision 011 / Foundation: on an empty employees table, create the first employee with a user account.
 * Without SEED_ADMIN_* the password is random and printed once.
 */
export async function ensureFirstEmployee(
  database: Database,
  auth: Auth,
  seed: { email?: string; password?: string },
  log: (line: string) => void = console.log,
): Promise<{ email: string; password?: string } | null> {
  const [row] = await queryRows<{ count: number }>(database.db, sql`SELECT count(*)::int AS count FROM employees`);
  if ((row?.count ?? 0) > 0) return null;
  const email = (seed.email ?? "admin@pharmacy.local").toLowerCase();
  const password = seed.password ?? randomBytes(12).toString("base64url");
  // Created as better-auth's sign-up creates an account, but with the address already confirmed
  // (decision 063) and no welcome e-mail: the owner set it up, and it is linked by user id.
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new ConfigError(
      `Cannot start: SEED_ADMIN_PASSWORD must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long`,
    );
  }
  const ctx = await auth.$context;
  // decision 022: the first employee is the superintendent and a prescriber, named as the site
  // names the pharmacist, with the GPhC number of the pharmacist_gphc_number setting.
  const settings = await getSettings(database.db);
  const gphc = /^\d{7}$/.test(settings.pharmacist_gphc_number)
    ? settings.pharmacist_gphc_number
    : SETTING_DEFAULTS.pharmacist_gphc_number;
  const name = settings.pharmacist_name;
  const user = await ctx.internalAdapter.createUser({ email, name, emailVerified: true }, { method: "email-password" });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  await database.db
    .insert(employees)
    .values({
      email,
      user_id: user.id,
      name,
      role: "superintendent",
      registration: "pharmacist",
      gphc_number: gphc,
      prescriber_type: "Pharmacist Independent Prescriber",
      prescriber_regulator: "GPhC",
    })
    .onConflictDoNothing();
  if (!seed.password) {
    log(
      `\n  First employee account created (shown once, change it after signing in):\n    e-mail:   ${email}\n    password: ${password}\n`,
    );
    return { email, password };
  }
  log(`  First employee account created for ${email}.`);
  return { email };
}

export interface ServerOptions {
  env: Env;
  /** Overrides for tests: a mailer (e.g. to a local SMTP server) and auth rate limits. */
  mailer?: Mailer;
  rateLimits?: AuthRateLimits;
  extraOrigins?: string[];
  log?: (line: string) => void;
  /** Where the structured log goes (tests capture it); standard output otherwise. */
  logDestination?: DestinationStream;
  /** A clock of the test's choosing (lib/time/clock); the real time otherwise. */
  clock?: Clock;
  /** Runs the scheduled jobs every 15 minutes (jobs/scheduler): the product's process does, tests run them when they choose. */
  startJobs?: boolean;
  /**
   * The embedded database starts from this copy of a data folder (a database already migrated
   * and seeded, as tests build once per run) instead of an empty one; migrations and the seed
   * still run and find nothing left to do.
   */
  loadDataDir?: Buffer;
  /** Password hashing other than better-auth's own: the tests' cheaper one (decision 126). */
  passwordHashing?: PasswordHashing;
  /** Answer floors other than the product's (auth/even-answers.ts): the tests' none (decision 127). */
  answerFloors?: AnswerFloors;
}

export async function createServerDeps(opts: ServerOptions) {
  const { env } = opts;
  const log = createLogger(opts.logDestination);
  const dataDir = env.DATABASE_URL || env.DATA_DIR === IN_MEMORY ? undefined : env.DATA_DIR;
  if (dataDir) {
    try {
      mkdirSync(dataDir, { recursive: true });
    } catch (error) {
      throw new ConfigError(
        `Cannot start: DATA_DIR ${dataDir} cannot be used as a folder (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      );
    }
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir,
    loadDataDir: env.DATABASE_URL ? undefined : opts.loadDataDir,
    log,
  });
  // Decision 092: `npm run backup` and `npm run restore` leave an embedded database in use alone.
  const unmark = dataDir ? markServerRunning(dataDir) : () => {};
  try {
    await migrateAndSeed(database, env.DATABASE_URL);
  } catch (error) {
    await database.close().catch(() => undefined);
    unmark();
    throw startupDatabaseError(error, env) ?? error;
  }
  const allowedOrigins = [...new Set([new URL(env.APP_URL).origin, ...(opts.extraOrigins ?? [])])];
  // The worker starts below; the e-mails auth queues (welcome, reset) wake it once it runs.
  let wakeMailer = () => {};
  const clock = opts.clock ?? createClock();
  const secret = resolveAuthSecret(env);
  const auth = createAuth({
    now: () => clock.now(),
    db: database.db,
    appUrl: env.APP_URL,
    secret,
    trustedOrigins: allowedOrigins,
    rateLimits: opts.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS,
    onEmailQueued: () => wakeMailer(),
    log,
    passwordHashing: opts.passwordHashing,
  });
  await ensureFirstEmployee(
    database,
    auth,
    { email: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD },
    opts.log,
  );

  const mailer = opts.mailer ?? (env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : undefined);
  const worker = mailer ? startOutboxWorker({ db: database.db, mailer, from: env.MAIL_FROM, log }) : undefined;
  wakeMailer = () => worker?.wake();

  // decision 005: development on this machine only; a public APP_URL means a real deployment.
  const localDevelopment =
    env.NODE_ENV !== "production" && ["localhost", "127.0.0.1", "[::1]"].includes(new URL(env.APP_URL).hostname);
  const deps: AppDeps = {
    database,
    auth,
    env,
    allowedOrigins,
    wakeMailer,
    mailConfigured: Boolean(mailer),
    devMailbox: !mailer && localDevelopment,
    devClock: localDevelopment,
    clock,
    now: () => clock.now(),
    answerFloors: opts.answerFloors ?? ANSWER_FLOOR_MS,
    log,
    payments: createPaymentProvider(env),
    signing: createPrescriptionSigner(secret),
    metrics: createMetrics({ database, now: () => clock.now() }),
    backups: createBackups({ database, env, now: () => clock.now(), log }),
  };
  const scheduler = opts.startJobs
    ? startScheduler({
        db: database.db,
        now: deps.now,
        appUrl: env.APP_URL,
        wakeMailer,
        onRun: (ok, at) => deps.metrics.schedulerRan(ok, at),
      })
    : undefined;
  // Decision 092: the server that holds the embedded database takes its daily backup.
  const backupSchedule =
    opts.startJobs && database.kind === "pglite"
      ? startBackupSchedule({ db: database.db, backups: deps.backups, now: deps.now, log })
      : undefined;
  return {
    deps,
    worker,
    async close() {
      await backupSchedule?.stop();
      await scheduler?.stop();
      await worker?.stop();
      await database.close();
      unmark();
    },
  };
}
