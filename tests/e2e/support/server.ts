/**
 * The server the journeys run against: the product as `npm run build` compiles it, built into
 * its own folder (so several runs on different ports never share a build), on a fresh embedded
 * database, in development mode without SMTP, so queued mail is readable at /dev/mailbox.json.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServerDeps } from "../../../src/server/bootstrap";
import { employees } from "../../../src/server/db/schema";
import { loadEnv } from "../../../src/server/env";
import { E2E_STAFF_EMAIL } from "./staff";

const port = process.env.E2E_PORT ?? "4310";
const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
const buildDir = path.join(root, `.tmp/e2e-build-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const vite = path.join(root, "node_modules/vite/bin/vite.js");
execFileSync(process.execPath, [vite, "build", "--logLevel", "error", "--outDir", path.join(buildDir, "client")], { cwd: root, stdio: "inherit" });
execFileSync(process.execPath, [vite, "build", "--ssr", "--logLevel", "error", "--outDir", path.join(buildDir, "server")], { cwd: root, stdio: "inherit" });

const env = loadEnv({
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  NODE_ENV: "development",
  // Each browser context sends its own X-Forwarded-For, so rate limits apply per test.
  TRUST_PROXY: "true",
  SEED_ADMIN_EMAIL: "admin@e2e.local",
  SEED_ADMIN_PASSWORD: "e2e-admin-password",
});
// A staff member the owner added by e-mail, who has no account yet (docs/spec.md §6, decision 063).
// Added before the server opens the embedded database, which one process holds at a time.
const prepared = await createServerDeps({ env, log: () => {} });
await prepared.deps.database.db.insert(employees).values({ email: E2E_STAFF_EMAIL, name: "E2E Pharmacist" });
await prepared.close();

// The compiled server, which finds its client in the folder beside it.
const compiled = (await import(pathToFileURL(path.join(buildDir, "server/main.js")).href)) as typeof import("../../../src/server/main");
await compiled.startServer(env);
