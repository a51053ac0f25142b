/**
 * Issue of configuration at start: the real server process stops with exit code 1 and one
 * readable line naming the variable, never a stack trace, for a malformed value and for a
 * well-formed one that cannot work (a port in use, a database that cannot be reached, a
 * DATA_DIR that is not a folder).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
let dir: string;
let busy: Server;
let busyPort: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "start-errors-"));
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
  busyPort = (busy.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => busy.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `src/server/main.ts` with only `env` (and PATH) and returns how it ended. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "development",
        HOST: "127.0.0.1",
        DATA_DIR: path.join(dir, `data-${Math.random()}`),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString();
      // It started after all: stop it, and let the test say so.
      if (stdout.includes("Ready on")) child.kill("SIGKILL");
    });
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: stderr.replace(/^npm warn.*\n/gm, ""), stdout });
    });
  });
}

const production = {
  NODE_ENV: "production",
  APP_URL: "https://pharmacy.example",
  AUTH_SECRET: "a".repeat(40),
  SMTP_URL: "smtp://127.0.0.1:2525",
  BACKUP_KEY: "b".repeat(40),
};

describe("a bad configuration", () => {
  it("stops the start with exit code 1 and one line naming the variable", { timeout: 300_000 }, async () => {
    const file = path.join(dir, "a-file");
    writeFileSync(file, "not a folder");
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: "abc" }, /^Invalid configuration: PORT /],
      [{ PORT: "70000" }, /^Invalid configuration: PORT /],
      [{ DATABASE_URL: "mysql://db/x" }, /^Invalid configuration: DATABASE_URL must be a postgres/],
      [{ SMTP_URL: "http://mail" }, /^Invalid configuration: SMTP_URL /],
      [{ MAIL_FROM: "not an address" }, /^Invalid configuration: MAIL_FROM /],
      [{ TRUST_PROXY: "yes" }, /^Invalid configuration: TRUST_PROXY /],
      // Decision 100: a Stripe key without the webhook's secret could take payments it never records.
      [
        { STRIPE_SECRET_KEY: "sk_test_123" },
        /^Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/,
      ],
      [
        { NODE_ENV: "production", APP_URL: "https://pharmacy.example" },
        /^Invalid configuration: AUTH_SECRET is required in production/,
      ],
      // Decision 091: production starts only when it can work.
      [{ ...production, APP_URL: "http://pharmacy.example" }, /^Invalid configuration: APP_URL must start with https/],
      [{ ...production, SMTP_URL: "" }, /^Invalid configuration: SMTP_URL is required in production/],
      [{ ...production, AUTH_SECRET: "short-test" }, /^Invalid configuration: AUTH_SECRET must be at least 32/],
      [{ ...production, BACKUP_KEY: "" }, /^Invalid configuration: BACKUP_KEY is required in production/],
      [{ PORT: String(busyPort) }, /^Cannot start: PORT \d+ on 127\.0\.0\.1 is already in use/],
      [
        { PORT: "0", DATABASE_URL: "postgres://nobody@127.0.0.1:1/nothing" },
        /^Cannot start: DATABASE_URL: the database cannot be reached/,
      ],
      [{ PORT: "0", DATA_DIR: file }, /^Cannot start: DATA_DIR /],
    ];
    // A few at a time: each start compiles the server, and all at once on a busy machine some
    // would not get to their refusal before the timer.
    const results: Array<Awaited<ReturnType<typeof start>>> = [];
    const queue = cases.map(([env], i) => ({ env, i }));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) results[next.i] = await start(next.env);
    };
    await Promise.all([worker(), worker(), worker()]);
    const problems: string[] = [];
    results.forEach((r, i) => {
      const [env, expected] = cases[i]!;
      const lines = r.stderr.trim().split("\n");
      if (r.code !== 1 || lines.length !== 1 || !expected.test(lines[0]!)) {
        problems.push(`${JSON.stringify(env)} → exit ${r.code}, stderr:\n${r.stderr.slice(0, 600)}`);
      }
    });
    expect(problems).toEqual([]);
  });
});
