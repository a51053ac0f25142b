/**
 * The server the journeys run against: the product built into its own folder (so several
 * runs on different ports never share a build) on a fresh embedded database, in development
 * mode without SMTP, so queued mail is readable at /dev/mailbox.json. The reminders' scheduler
 * is not started: the journeys run them from /dev/clock when they need them.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { createServerDeps } from "../../../src/server/bootstrap";
import { employees } from "../../../src/server/db/schema";
import { loadEnv } from "../../../src/server/env";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "../../../src/server/app";
import { createSiteApp } from "../../../src/server/main";
import { seedTwoFactor } from "../../support/totp";
import { approveOrderRoutes } from "./approve-order";
import { E2E_ADMIN_TOTP_SECRET, E2E_STAFF_EMAIL } from "./staff";

const port = process.env.E2E_PORT ?? "4310";
const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
const clientDir = path.join(root, `.tmp/e2e-client-${port}`);
rmSync(dataDir, { recursive: true, force: true });

execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "error", "--outDir", clientDir], {
  cwd: root,
  stdio: "inherit",
});

const env = loadEnv({
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  NODE_ENV: "development",
  // Each browser context sends its own X-Forwarded-For, so rate limits apply per test.
  TRUST_PROXY: "1",
  SEED_ADMIN_EMAIL: "admin@e2e.local",
  SEED_ADMIN_PASSWORD: "e2e-admin-password",
});
const server = await createServerDeps({ env, log: () => {} });
// A staff member the owner added by e-mail, who has no account yet (docs/spec.md §6, decision 063).
await server.deps.database.db.insert(employees).values({ email: E2E_STAFF_EMAIL, name: "E2E Pharmacist" });
// The first employee's second factor, with a key the journeys know (decision 065).
await seedTwoFactor(server.deps.database.db, server.deps.auth, "admin@e2e.local", E2E_ADMIN_TOTP_SECRET);

// The product's site, with the journeys' own fixtures under /e2e (never part of the product).
const site = new Hono().route("/e2e", approveOrderRoutes(server.deps)).route("/", createSiteApp(createApp(server.deps), clientDir) as unknown as Hono);
serve({ fetch: site.fetch, port: env.PORT, hostname: env.HOST });
