/**
 * Bundle budget (issue 7): what a visitor of '/' downloads on first view, read from a real
 * production build and its Vite manifest. The first view is the entry chunk with its static
 * imports, and the home page's lazy chunk with its static imports. Sizes are gzip at zlib's
 * default level, in kB of 1000 bytes as Vite reports them.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Manifest } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const HOME_PAGE = "src/client/features/public/pages/home-page.tsx";
const CSS_BUDGET_KB = 25;
const JS_BUDGET_KB = 120;

interface BuiltChunk {
  fileName: string;
  moduleIds: string[];
}

let outDir: string;
let manifest: Manifest;
const chunks = new Map<string, BuiltChunk>();

const kB = (bytes: number) => bytes / 1000;
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;

/** Manifest keys of the chunks loaded with `start`: itself and its static imports, recursively. */
function staticClosure(start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of manifest[start]?.imports ?? []) staticClosure(imported, into);
  return into;
}

function firstView() {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error("the manifest has no entry");
  if (!manifest[HOME_PAGE]) throw new Error(`the manifest has no chunk for ${HOME_PAGE}`);
  const keys = staticClosure(HOME_PAGE, staticClosure(entry));
  const files = [...keys].map((key) => manifest[key]!.file);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  return { keys, files, css };
}

const modulesOf = (files: string[]) => files.flatMap((file) => chunks.get(file)?.moduleIds ?? []).map((id) => id.split(path.sep).join("/"));

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), "bundle-budget-"));
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  let output: Awaited<ReturnType<typeof build>>;
  try {
    output = await build({
      root,
      mode: "production",
      configFile: path.join(root, "vite.config.ts"),
      logLevel: "error",
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  for (const result of Array.isArray(output) ? output : [output]) {
    if (!("output" in result)) throw new Error("expected a finished build, not a watcher");
    for (const item of result.output) {
      if (item.type === "chunk") chunks.set(item.fileName, { fileName: item.fileName, moduleIds: item.moduleIds });
    }
  }
  manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("the first view of '/'", () => {
  it("prints what it downloads", () => {
    const { files, css } = firstView();
    const rows = files.map((file) => ({ file, gzip: gzipBytes(file) })).sort((a, b) => b.gzip - a.gzip);
    const js = rows.reduce((sum, r) => sum + r.gzip, 0);
    const cssBytes = css.reduce((sum, file) => sum + gzipBytes(file), 0);
    const lines = [
      ...rows.map((r) => `  ${kB(r.gzip).toFixed(1).padStart(6)} kB  ${r.file}`),
      `  JavaScript: ${kB(js).toFixed(1)} kB gzip in ${files.length} files (budget ${JS_BUDGET_KB} kB: ${kB(js) <= JS_BUDGET_KB ? "met" : "NOT met"})`,
      `  CSS: ${kB(cssBytes).toFixed(1)} kB gzip (budget ${CSS_BUDGET_KB} kB)`,
    ];
    console.log(`Bundle of '/' (first view)\n${lines.join("\n")}`);
    expect(files.length).toBeGreaterThan(0);
  });

  it(`loads at most ${JS_BUDGET_KB} kB of JavaScript (gzip)`, () => {
    const { files } = firstView();
    const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(kB(total)).toBeLessThanOrEqual(JS_BUDGET_KB);
  });

  it("joins class names without tailwind-merge", () => {
    // The merge library is 8 kB gzip; the first view's components add their classes instead.
    expect(modulesOf(firstView().files).filter((id) => id.includes("/node_modules/tailwind-merge/"))).toEqual([]);
  });

  it(`loads at most ${CSS_BUDGET_KB} kB of CSS (gzip)`, () => {
    const { css } = firstView();
    expect(css.length).toBeGreaterThan(0);
    const total = css.reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(kB(total)).toBeLessThanOrEqual(CSS_BUDGET_KB);
  });

  it("never loads the admin area or the patient form", () => {
    const { files } = firstView();
    const modules = modulesOf(files);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((id) => id.includes("/src/client/features/admin/"))).toEqual([]);
    expect(modules.filter((id) => id.includes("/src/client/features/patient-form/"))).toEqual([]);
  });

  it("fetches the toast library only when it is first needed", () => {
    const { files } = firstView();
    expect(modulesOf(files).filter((id) => id.includes("/node_modules/sonner/"))).toEqual([]);
  });
});

describe("the admin area and the patient form", () => {
  const lazyChunk = (source: string) => {
    const chunk = manifest[source];
    expect(chunk, `${source} is a chunk of its own`).toBeDefined();
    expect(chunk!.isDynamicEntry).toBe(true);
    return chunk!.file;
  };

  it("are chunks of their own, loaded on demand", () => {
    const { files } = firstView();
    const own = [
      lazyChunk("src/client/features/admin/admin-app.tsx"),
      ...["basic", "safety", "dose", "shipping", "confirmation"].map((step) => lazyChunk(`src/client/features/patient-form/pages/${step}-page.tsx`)),
    ];
    for (const file of own) expect(files).not.toContain(file);
  });
});
