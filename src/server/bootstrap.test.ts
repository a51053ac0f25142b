import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { createServerDeps } from "./bootstrap";
import { loadEnv } from "./env";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** These tests start the server on a file-backed embedded database, as `npm start` does. */
describe("start on the embedded database", () => {
  it("creates the first employee once with a printed random password, and keeps data across a restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pharmacy-start-"));
    dirs.push(dataDir);
    const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: "test", PORT: "3999" });
    const lines: string[] = [];

    const first = await createServerDeps({ env, log: (l) => lines.push(l) });
    const printed = lines.join("\n");
    expect(printed).toContain("admin@pharmacy.local");
    const password = /password: (\S+)/.exec(printed)?.[1];
    expect(password).toBeTruthy();
    const app = createApp(first.deps);
    const signIn = () =>
      app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: env.APP_URL },
        body: JSON.stringify({ email: "admin@pharmacy.local", password }),
      });
    expect((await signIn()).status).toBe(200);
    const secret = readFileSync(path.join(dataDir, ".auth-secret"), "utf8");
    await first.close();

    lines.length = 0;
    const second = await createServerDeps({ env, log: (l) => lines.push(l) });
    expect(lines).toEqual([]); // printed once only
    expect(readFileSync(path.join(dataDir, ".auth-secret"), "utf8")).toBe(secret);
    const again = createApp(second.deps);
    const res = await again.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: env.APP_URL },
      body: JSON.stringify({ email: "admin@pharmacy.local", password }),
    });
    expect(res.status).toBe(200);
    await second.close();
  });
});

describe("resolveAuthSecret", () => {
  it("never writes a secret file for an in-memory database", async () => {
    const { resolveAuthSecret } = await import("./bootstrap");
    const { existsSync } = await import("node:fs");
    const secret = resolveAuthSecret({ DATA_DIR: ":memory:", AUTH_SECRET: undefined });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(":memory:")).toBe(false);
  });
});
