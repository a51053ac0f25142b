/**
 * Secrets: none in the repository, none in the browser bundle, and passwords stored only as
 * salted scrypt hashes. (AUTH_SECRET being required in production is proven in env.test.ts.)
 */
import { execFileSync } from "node:child_process";
import { scryptSync, timingSafeEqual } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, user } from "@/server/db/schema";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

const root = resolve(import.meta.dirname, "../../..");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Shapes of real credentials. Written so that this file does not match itself. */
const SECRET_PATTERNS: Array<[string, RegExp]> = [
  ["private key", /-{5}BEGIN [A-Z ]*PRIVATE KEY-{5}/],
  ["AWS access key", /\bAKIA[0-9A-Z]{16}\b/],
  ["GitHub token", /\bgh[pousr]_[A-Za-z0-9]{36}\b/],
  ["npm token", /\bnpm_[A-Za-z0-9]{36}\b/],
  ["Slack token", /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ["Stripe live key", /\b[rs]k_live_[A-Za-z0-9]{10,}/],
  ["Google API key", /\bAIza[0-9A-Za-z_-]{35}\b/],
  ["JSON web token", /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
];
/** user:password@ in a URL; documentation placeholders and this file's canaries are allowed. */
const URL_CREDENTIALS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@'"`]+:([^\s/@'"`]+)@/gi;
const PLACEHOLDER_PASSWORDS = new Set(["pass", "password", "…", "...", "secret", "PASSWORD"]);
/**
 * A secret variable given a literal value: a quoted string in code, or NAME=value in an env
 * or shell file. Fixtures for tests and benchmarks say what they are.
 */
const SECRET_ASSIGNMENT =
  /\b(AUTH_SECRET|BETTER_AUTH_SECRET|SEED_ADMIN_PASSWORD|SMTP_PASS(?:WORD)?)["']?\s*:\s*(["'`])([^"'`\s]{8,})\2|^\s*(?:export\s+)?(AUTH_SECRET|BETTER_AUTH_SECRET|SEED_ADMIN_PASSWORD|SMTP_PASS(?:WORD)?)=()["']?([^\s"'$]{8,})/gm;
const FIXTURE_VALUE = /test|e2e|bench|example|canary|pass(word|phrase)?\b/i;
/** Another variable's name, as in `env.X ? "AUTH_SECRET" : "…"`, is not a value. */
const IDENTIFIER = /^[A-Z][A-Z0-9_]*$/;

describe("the repository", () => {
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);

  it("tracks no environment file but the example, and ignores .env and the generated auth secret", () => {
    expect(tracked.length).toBeGreaterThan(50);
    expect(tracked.filter((f) => /(^|\/)\.env(\.|$)/.test(f) && !f.endsWith(".env.example"))).toEqual([]);
    expect(tracked.filter((f) => /\.(pem|key|p12|pfx|jks)$|(^|\/)id_(rsa|ed25519|ecdsa)$/.test(f))).toEqual([]);
    const ignored = execFileSync("git", ["check-ignore", ".env", "data/.auth-secret"], { cwd: root, encoding: "utf8" });
    expect(ignored.trim().split("\n")).toEqual([".env", "data/.auth-secret"]);
  });

  it("holds no private key, token, password in a URL or secret value in any tracked file", () => {
    const findings: string[] = [];
    for (const file of tracked) {
      let text: string;
      try {
        text = readFileSync(join(root, file), "utf8");
      } catch {
        continue; // deleted in the working tree
      }
      if (text.includes("\0")) continue;
      for (const [name, pattern] of SECRET_PATTERNS) if (pattern.test(text)) findings.push(`${file}: ${name}`);
      for (const m of text.matchAll(URL_CREDENTIALS))
        if (!PLACEHOLDER_PASSWORDS.has(m[1]!) && !m[1]!.startsWith("canary-"))
          findings.push(`${file}: password in URL ${m[0]}`);
      for (const m of text.matchAll(SECRET_ASSIGNMENT)) {
        const [name, value] = m[1] ? [m[1], m[3]!] : [m[4]!, m[6]!];
        if (!FIXTURE_VALUE.test(value) && !IDENTIFIER.test(value)) findings.push(`${file}: ${name} given a value`);
      }
    }
    expect(findings).toEqual([]);
  });
});

describe("the client source", () => {
  // What can reach the bundle: tests beside the code (which may read files) never do.
  const files = [...filesUnder(join(root, "src/client")), ...filesUnder(join(root, "src/shared"))].filter(
    (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
  const IMPORT =
    /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
  const SERVER_ONLY_PACKAGES =
    /^(node:|fs$|path$|crypto$|child_process$|pg$|drizzle-orm|@electric-sql\/pglite|nodemailer|better-auth\/(adapters|api|node)|@hono\/node-server)/;

  it("never reads process.env", () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => /\bprocess\.env\b/.test(readFileSync(f, "utf8"))).map((f) => relative(root, f))).toEqual(
      [],
    );
  });

  it("imports nothing from the server but the AppType type, and no server-only package", () => {
    const findings: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(IMPORT)) {
        const typeOnly = Boolean(m[1]);
        const spec = (m[2] ?? m[3])!;
        const target = spec.startsWith(".") ? resolve(file, "..", spec) : spec;
        const isServer =
          spec.startsWith("@/server") || (spec.startsWith(".") && target.startsWith(join(root, "src/server")));
        const where = `${relative(root, file)}: ${m[0]}`;
        if (isServer && !(typeOnly && /^import\s+type\s+\{\s*AppType\s*\}\s+from\s+["']@\/server\/app["']$/.test(m[0])))
          findings.push(where);
        if (SERVER_ONLY_PACKAGES.test(spec)) findings.push(where);
      }
    }
    expect(findings).toEqual([]);
  });
});

describe("the built client bundle", () => {
  const canaries = {
    AUTH_SECRET: "canary-auth-secret-4f1d9c0b7e2a6d5c8b3a",
    DATABASE_URL: "postgres://canary_user:canary-db-password-91ab@db.internal:5432/canary_db",
    SMTP_URL: "smtps://canary:canary-smtp-password-77de@smtp.example:465",
    SEED_ADMIN_PASSWORD: "canary-admin-password-3c5e",
  };
  let outDir: string;
  let bundle: Array<{ file: string; text: string }>;

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), "client-bundle-"));
    // The build runs with real-looking secrets in its environment, as on a server that builds in place.
    execFileSync(
      process.execPath,
      [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "error", "--outDir", outDir],
      {
        cwd: root,
        env: { ...process.env, ...canaries, NODE_ENV: "production" },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    bundle = filesUnder(outDir).map((f) => ({ file: relative(outDir, f), text: readFileSync(f, "latin1") }));
  }, 120_000);
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it("contains no secret value from the build's environment", () => {
    expect(bundle.some((f) => f.file.endsWith(".js"))).toBe(true);
    const leaks = bundle.flatMap((f) =>
      Object.entries(canaries)
        .filter(([, value]) => f.text.includes(value) || f.text.includes(value.split("@")[0]!.split(":").pop()!))
        .map(([name]) => `${f.file}: ${name}`),
    );
    expect(leaks).toEqual([]);
  });

  it("contains no server configuration name, connection string or server-only module", () => {
    const markers = [
      "DATABASE_URL",
      "SMTP_URL",
      "SEED_ADMIN_PASSWORD",
      "postgres://",
      "postgresql://",
      "better-auth/adapters",
      "drizzle-orm",
      "@electric-sql/pglite",
      "nodemailer",
      "email_outbox",
    ];
    const found = bundle.flatMap((f) => markers.filter((m) => f.text.includes(m)).map((m) => `${f.file}: ${m}`));
    expect(found).toEqual([]);
  });
});

describe("stored passwords", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ productionAuthCosts: true });
  });
  afterAll(() => t?.close());

  const storedHash = async (email: string) => {
    const [row] = await t.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    return row!.password!;
  };

  it("are salted scrypt hashes (salt:key), never the password, different for the same password", async () => {
    const password = "Correct horse battery staple";
    const a = await t.client().signUp(`hash-a-${Date.now()}@example.com`, password);
    const b = await t.client().signUp(`hash-b-${Date.now()}@example.com`, password);
    const hashA = await storedHash(a.email);
    const hashB = await storedHash(b.email);

    expect(hashA).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(hashA).not.toContain(password);
    expect(hashA).not.toBe(hashB);

    // The stored key is scrypt (N=2^14, r=16, p=1, 64 bytes) of the password with the stored salt.
    const [salt, key] = hashA.split(":") as [string, string];
    const derived = scryptSync(password.normalize("NFKC"), salt, 64, {
      N: 16384,
      r: 16,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    expect(timingSafeEqual(derived, Buffer.from(key, "hex"))).toBe(true);
  });
});
