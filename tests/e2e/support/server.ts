/**
 * The server the journeys run against: the product as `npm run build` compiles it, built into
 * its own folder (so several runs on different ports never share a build), on a fresh embedded
 * database, in development mode without SMTP, so queued mail is readable at /dev/mailbox.json.
 * The journeys' fixtures (./supplied-patient) are compiled with it and mounted under /e2e. The
 * scheduler is not started: the journeys run the jobs from /dev/clock when they need them.
 * Card payments go through the local stand-in of Stripe (decision 100), which sends its signed
 * events to the server's webhook as Stripe would: no journey reaches the network.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { createServerDeps } from "../../../src/server/bootstrap";
import { eq } from "drizzle-orm";
import { employees, signingKeys } from "../../../src/server/db/schema";
import { signingKeyRow } from "../../../src/server/lib/prescribing/prescription-signing";
import { loadEnv } from "../../../src/server/env";
import { startStripeStandIn } from "../../support/stripe-stand-in";
import { seedTwoFactor } from "../../support/totp";
import {
  E2E_ADMIN_TOTP_SECRET,
  E2E_CHECKER,
  E2E_CHECKER_TOTP_SECRET,
  E2E_PRESCRIBER,
  E2E_PRESCRIBER_TOTP_SECRET,
  E2E_NURSE,
  E2E_TECHNICIAN,
  E2E_SIGNING_PIN,
  E2E_STAFF_EMAIL,
} from "./staff";

const port = process.env.E2E_PORT ?? "4310";
/**
 * The serial journeys' server (playwright.config.ts) runs the build of the other journeys'
 * server, on E2E_BUILD_PORT, which Playwright starts and waits for before it starts this one.
 */
const buildPort = process.env.E2E_BUILD_PORT;
const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
const buildDir = path.join(root, `.tmp/e2e-build-${buildPort ?? port}`);
rmSync(dataDir, { recursive: true, force: true });

if (!buildPort) {
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  execFileSync(process.execPath, [vite, "build", "--logLevel", "error", "--outDir", path.join(buildDir, "client")], {
    cwd: root,
    stdio: "inherit",
  });
  // The server as vite.config.ts compiles it, with the journeys' entry beside the product's.
  await build({
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "error",
    build: {
      ssr: true,
      outDir: path.join(buildDir, "server"),
      rolldownOptions: { input: { main: "src/server/main.ts", "e2e-main": "tests/e2e/support/e2e-main.ts" } },
    },
  });
}

const stripe = await startStripeStandIn({ webhookUrl: `http://localhost:${port}/api/payments/stripe/webhook` });
const env = loadEnv({
  ...stripe.env,
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  NODE_ENV: "development",
  // Each browser context sends its own X-Forwarded-For, so rate limits apply per test.
  TRUST_PROXY: "1",
  SEED_ADMIN_EMAIL: "admin@e2e.local",
  SEED_ADMIN_PASSWORD: "e2e-admin-password",
});
// Added before the server opens the embedded database, which one process holds at a time.
const prepared = await createServerDeps({ env, log: () => {} });
// A staff member the owner added by e-mail, who has no account yet (docs/spec.md §6, decision 063):
// a pharmacist, with their GPhC number (decision 117).
await prepared.deps.database.db
  .insert(employees)
  .values({ email: E2E_STAFF_EMAIL, name: "E2E Pharmacist", registration: "pharmacist", gphc_number: "2099001" });
// The first employee's second factor, with a key the journeys know (decision 065).
await seedTwoFactor(prepared.deps.database.db, prepared.deps.auth, "admin@e2e.local", E2E_ADMIN_TOTP_SECRET);
// Members of staff who have set up their account and second factor, created as the seeded first
// employee is, with the address confirmed.
const auth = await prepared.deps.auth.$context;
async function staffAccount(
  credentials: { email: string; password: string; name: string },
  totpSecret: string,
  record: Omit<typeof employees.$inferInsert, "email" | "name" | "user_id">,
) {
  const user = await auth.internalAdapter.createUser(
    { email: credentials.email, name: credentials.name, emailVerified: true },
    { method: "email-password" },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await auth.password.hash(credentials.password),
  });
  await prepared.deps.database.db
    .insert(employees)
    .values({ email: credentials.email, user_id: user.id, name: credentials.name, ...record });
  await seedTwoFactor(prepared.deps.database.db, prepared.deps.auth, credentials.email, totpSecret);
}
// The accuracy check's second person (decision 095), an accredited checking technician (decision 117).
await staffAccount(E2E_CHECKER, E2E_CHECKER_TOTP_SECRET, {
  role: "staff",
  registration: "technician",
  gphc_number: "5099002",
  accredited_checker: true,
});
// The prescriber of the journeys' approvals made through the API (support/review.ts).
await staffAccount(E2E_PRESCRIBER, E2E_PRESCRIBER_TOTP_SECRET, {
  role: "prescriber",
  registration: "pharmacist",
  gphc_number: "2099003",
  prescriber_type: "Pharmacist independent prescriber",
  prescriber_regulator: "GPhC",
});
// A nurse prescriber on the NMC's register (decision 119), and a pharmacy technician who assembles.
await staffAccount(E2E_NURSE, E2E_NURSE.totpSecret, {
  role: "prescriber",
  registration: "none",
  prescriber_type: "Nurse independent prescriber",
  prescriber_regulator: "NMC",
  prescriber_number: E2E_NURSE.nmcPin,
});
await staffAccount(E2E_TECHNICIAN, E2E_TECHNICIAN.totpSecret, {
  role: "staff",
  registration: "technician",
  gphc_number: "5099004",
});
// Their signing PIN (decision 118), for the seeded superintendent and the prescribers: a key made
// as setting the PIN on the account page makes one.
for (const email of ["admin@e2e.local", E2E_PRESCRIBER.email, E2E_NURSE.email]) {
  const [row] = await prepared.deps.database.db.select().from(employees).where(eq(employees.email, email));
  const key = await prepared.deps.signing.makeKey(E2E_SIGNING_PIN);
  await prepared.deps.database.db.insert(signingKeys).values(signingKeyRow(row!.employee_id, key, prepared.deps.now()));
}
await prepared.close();

// The compiled server, which finds its client in the folder beside it, with the fixtures.
const compiled = (await import(
  pathToFileURL(path.join(buildDir, "server/e2e-main.js")).href
)) as typeof import("./e2e-main");
await compiled.startServer(env, { startJobs: false, mount: { path: "/e2e", routes: compiled.e2eRoutes } });
