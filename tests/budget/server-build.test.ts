/**
 * The compiled server (`vite build --ssr`, as `npm run build` makes it): what plain Node runs,
 * importing only the packages a production install has (`dependencies`, never a development
 * dependency such as tsx or Vite), with the migrations beside it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

let outDir: string;
const chunks: Rolldown.OutputChunk[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), "server-build-"));
  const output = await build({
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "error",
    build: { ssr: true, outDir },
  });
  for (const result of Array.isArray(output) ? output : [output]) {
    if (!("output" in result)) throw new Error("expected a finished build, not a watcher");
    for (const item of result.output) if (item.type === "chunk") chunks.push(item);
  }
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** `react-dom/server` → `react-dom`; `@hono/node-server/serve-static` → `@hono/node-server`. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0]!);

describe("the compiled server", () => {
  it("is main.js (and the backup commands, decision 092) with its chunks beside it, and the SQL migrations beside them", () => {
    const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
    expect(entries.sort()).toEqual(["backup.js", "main.js", "restore.js"]);
    // One folder: the migrations are found next to whichever file the database code lands in.
    for (const chunk of chunks) expect(chunk.fileName, chunk.fileName).not.toContain("/");
    expect(existsSync(path.join(outDir, "migrations/meta/_journal.json"))).toBe(true);
    const journal = JSON.parse(readFileSync(path.join(outDir, "migrations/meta/_journal.json"), "utf8")) as {
      entries: Array<{ tag: string }>;
    };
    for (const { tag } of journal.entries)
      expect(existsSync(path.join(outDir, "migrations", `${tag}.sql`)), tag).toBe(true);
  });

  it("loads the page renderer (React and the app) after the start, not with it", () => {
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const atStart = new Set<string>();
    const visit = (name: string) => {
      if (atStart.has(name)) return;
      atStart.add(name);
      for (const imported of byName.get(name)?.imports ?? []) visit(imported);
    };
    // main.js reads the configuration, then loads the server (serve-*.js): both are the start.
    const serve = chunks.find((c) => c.fileName === "main.js")!.dynamicImports.find((n) => n.startsWith("serve"));
    expect(serve).toBeDefined();
    for (const entry of ["main.js", serve!, "backup.js", "restore.js"]) visit(entry);
    expect([...atStart].filter((name) => /^react(-dom)?(\/|$)|^react-router|^@tanstack\//.test(name))).toEqual([]);
    expect([...atStart].some((name) => byName.get(name)?.dynamicImports.some((n) => n.startsWith("render-page")))).toBe(
      true,
    );
  });

  it("imports only production dependencies: the packages left as imports are all in `dependencies`", () => {
    const own = new Set(chunks.map((c) => c.fileName));
    const imported = [...new Set(chunks.flatMap((c) => [...c.imports, ...c.dynamicImports]))].filter(
      (s) => !own.has(s) && !isBuiltin(s),
    );
    expect(imported.length).toBeGreaterThan(0);
    const notDependencies = [...new Set(imported.map(packageOf))].filter((name) => !(name in pkg.dependencies));
    expect(notDependencies).toEqual([]);
  });

  it("has compiled the @/ imports of the sources in, leaving none to resolve at run time", () => {
    const code = chunks.map((c) => c.code).join("\n");
    expect(code).not.toMatch(/from\s*["']@\//);
    expect(code).not.toMatch(/import\(\s*["']@\//);
  });
});
