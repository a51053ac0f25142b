/**
 * Bundle budget (issue 7, issue 15) of the app: what it downloads to show a public page, read from
 * a real production build and its Vite manifest: the entry chunk with its static imports and the
 * page's own chunk with its static imports, with public/boot.js. A public page the server
 * rendered loads its islands instead, within a budget of its own (public-pages.test.ts,
 * decision 107); the app loads this on any other page, and when an island hands the page over.
 * Sizes are gzip at zlib's default level, in kB of 1000 bytes as Vite reports them.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Manifest } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MODULE, PATIENT_MODULE, pageModuleOf } from "@/shared/page-modules";
import { PATIENT_PAGE_MODULES } from "@/shared/patient-page-modules";
import { PUBLIC_PAGES } from "@/shared/public-pages";

const root = path.resolve(import.meta.dirname, "../..");
const CSS_BUDGET_KB = 25;
const JS_BUDGET_KB = 120;
const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES);

let outDir: string;
let manifest: Manifest;
const chunkModules = new Map<string, string[]>();

const kB = (bytes: number) => bytes / 1000;
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;

/** Manifest keys of the chunks loaded with `start`: itself and its static imports, recursively. */
function staticClosure(start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of manifest[start]?.imports ?? []) staticClosure(imported, into);
  return into;
}

function firstView(pathname: string) {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error("the manifest has no entry");
  const page = pageModuleOf(pathname);
  if (!page || !manifest[page]) throw new Error(`the manifest has no chunk for the page of ${pathname}`);
  const keys = staticClosure(page, staticClosure(entry));
  const files = [...keys].map((key) => manifest[key]!.file);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  // A page the server rendered starts with public/boot.js, which then loads all of the above.
  const js = files.reduce((sum, file) => sum + gzipBytes(file), gzipBytes("boot.js"));
  const cssBytes = css.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { files, css, js, cssBytes };
}

const modulesOf = (files: string[]) =>
  files.flatMap((file) => chunkModules.get(file) ?? []).map((id) => id.split(path.sep).join("/"));

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
    for (const item of result.output) if (item.type === "chunk") chunkModules.set(item.fileName, item.moduleIds);
  }
  manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("the app's first view of every public page", () => {
  it("prints what each downloads", () => {
    const lines = PUBLIC_PATHS.map((pathname) => {
      const view = firstView(pathname);
      return `  ${pathname.padEnd(24)} ${kB(view.js).toFixed(1).padStart(6)} kB JavaScript in ${String(view.files.length).padStart(2)} files, ${kB(view.cssBytes).toFixed(1)} kB CSS`;
    });
    const home = firstView("/");
    const rows = home.files
      .map((file) => `    ${kB(gzipBytes(file)).toFixed(1).padStart(6)} kB  ${file}`)
      .sort()
      .reverse();
    console.log(
      `First view, gzip (budgets: ${JS_BUDGET_KB} kB JavaScript, ${CSS_BUDGET_KB} kB CSS)\n${lines.join("\n")}\n  '/' in detail:\n${rows.join("\n")}`,
    );
    expect(lines).toHaveLength(PUBLIC_PATHS.length);
  });

  it.each(PUBLIC_PATHS)(
    `%s loads at most ${JS_BUDGET_KB} kB of JavaScript and ${CSS_BUDGET_KB} kB of CSS (gzip)`,
    (pathname) => {
      const view = firstView(pathname);
      expect(kB(view.js)).toBeLessThanOrEqual(JS_BUDGET_KB);
      expect(view.css.length).toBeGreaterThan(0);
      expect(kB(view.cssBytes)).toBeLessThanOrEqual(CSS_BUDGET_KB);
    },
  );

  it.each(PUBLIC_PATHS)(
    "%s never loads the admin area, the patient's area, the toast library or tailwind-merge",
    (pathname) => {
      const modules = modulesOf(firstView(pathname).files);
      expect(modules.length).toBeGreaterThan(0);
      // The back office: its routes (ADMIN_MODULE) and its features.
      expect(
        modules.filter((id) => id.endsWith(`/${ADMIN_MODULE}`) || /\/src\/client\/features\/admin-/.test(id)),
      ).toEqual([]);
      // The patient's area: its routes, the patient form and the account's pages.
      expect(modules.filter((id) => id.endsWith(`/${PATIENT_MODULE}`))).toEqual([]);
      expect(
        modules.filter((id) =>
          /\/src\/client\/features\/(patient-form|account|account-messages|side-effects|reorder)\//.test(id),
        ),
      ).toEqual([]);
      // The toast library (9 kB) is fetched on the first interaction or toast; tailwind-merge (8 kB)
      // only with the pages that need it (see components/ui/own-classes.test.tsx).
      expect(modules.filter((id) => /\/node_modules\/(sonner|tailwind-merge)\//.test(id))).toEqual([]);
    },
  );
});

describe("the admin area and the patient's area", () => {
  const lazyChunk = (source: string) => {
    const chunk = manifest[source];
    expect(chunk, `${source} is a chunk of its own`).toBeDefined();
    expect(chunk!.isDynamicEntry).toBe(true);
    return chunk!.file;
  };

  it("are chunks of their own, loaded on demand", () => {
    const own = [
      lazyChunk(ADMIN_MODULE),
      lazyChunk(PATIENT_MODULE),
      ...Object.values(PATIENT_PAGE_MODULES).map(lazyChunk),
    ];
    for (const pathname of PUBLIC_PATHS) {
      const { files } = firstView(pathname);
      for (const file of own) expect(files, pathname).not.toContain(file);
    }
  });
});
