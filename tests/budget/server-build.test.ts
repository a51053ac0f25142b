/**
 * The compiled server (`vite build --ssr`, as `npm run build` makes it): one file that plain
 * Node runs, importing only the packages a production install has (`dependencies`, never a
 * development dependency such as tsx or Vite), with the migrations beside it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };

let outDir: string;
const chunks: Rolldown.OutputChunk[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), "server-build-"));
  const output = await build({ root, configFile: path.join(root, "vite.config.ts"), logLevel: "error", build: { ssr: true, outDir } });
  for (const result of Array.isArray(output) ? output : [output]) {
    if (!("output" in result)) throw new Error("expected a finished build, not a watcher");
    for (const item of result.output) if (item.type === "chunk") chunks.push(item);
  }
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** `react-dom/server` → `react-dom`; `@hono/node-server/serve-static` → `@hono/node-server`. */
const packageOf = (specifier: string) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
const isBuiltin = (specifier: string) => specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0]!);

describe("the compiled server", () => {
  it("is one file, dist/server/main.js, with the SQL migrations beside it", () => {
    expect(chunks.map((c) => c.fileName)).toEqual(["main.js"]);
    expect(existsSync(path.join(outDir, "migrations/meta/_journal.json"))).toBe(true);
    const journal = JSON.parse(readFileSync(path.join(outDir, "migrations/meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
    for (const { tag } of journal.entries) expect(existsSync(path.join(outDir, "migrations", `${tag}.sql`)), tag).toBe(true);
  });

  it("leaves the packages of node_modules as imports, and imports only production dependencies", () => {
    const imported = [...new Set(chunks.flatMap((c) => [...c.imports, ...c.dynamicImports]))].filter((s) => !isBuiltin(s));
    expect(imported.length).toBeGreaterThan(0);
    const notDependencies = [...new Set(imported.map(packageOf))].filter((name) => !(name in pkg.dependencies));
    expect(notDependencies).toEqual([]);
  });

  it("has compiled the @/ imports of the sources in, leaving none to resolve at run time", () => {
    const code = chunks.map((c) => c.code).join("\n");
    expect(code).not.toMatch(/from\s+["']@\//);
    expect(code).not.toMatch(/import\(\s*["']@\//);
  });
});
