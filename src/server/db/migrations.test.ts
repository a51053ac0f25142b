/**
 * The committed migrations are exactly what drizzle-kit generates from schema.ts: a schema
 * change without its migration (or a hand-edited snapshot) fails here, not on a server.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const committed = path.join(root, "src/server/db/migrations");
// drizzle-kit wants an --out relative to the working directory.
mkdirSync(path.join(root, ".tmp"), { recursive: true });
const copy = mkdtempSync(path.join(root, ".tmp", "migrations-check-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function files(dir: string, base = dir): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory()
        ? Object.entries(files(full, base))
        : [[path.relative(base, full), readFileSync(full, "utf8")]];
    }),
  );
}

describe("the committed migrations", () => {
  it("match the schema: drizzle-kit generates nothing new", { timeout: 60_000 }, () => {
    cpSync(committed, copy, { recursive: true });
    const output = execFileSync(
      process.execPath,
      [
        path.join(root, "node_modules/drizzle-kit/bin.cjs"),
        "generate",
        "--dialect=postgresql",
        "--schema=./src/server/db/schema.ts",
        `--out=${path.relative(root, copy)}`,
      ],
      { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
    expect(output).toContain("No schema changes");
    expect(files(copy)).toEqual(files(committed));
  });
});
