/**
 * The server the journeys run against: the built product on a fresh embedded database, in
 * development mode without SMTP, so queued mail is readable at /dev/mailbox.json.
 */
import { rmSync } from "node:fs";
import path from "node:path";

const port = process.env.E2E_PORT ?? "4310";
const dataDir = path.resolve(`.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  NODE_ENV: "development",
  // Each browser context sends its own X-Forwarded-For, so rate limits apply per test.
  TRUST_PROXY: "true",
  SEED_ADMIN_EMAIL: "admin@e2e.local",
  SEED_ADMIN_PASSWORD: "e2e-admin-password",
  SMTP_URL: "",
  DATABASE_URL: "",
});
await import("../../../scripts/start");
