/**
 * `npm run bench:web`: Lighthouse (its default mobile preset: emulated phone, simulated slow
 * 4G and 4× CPU slowdown) against the built product on loopback, with Debian's Chromium.
 * Prints the performance, accessibility and best-practices scores with LCP, TBT and CLS.
 * Targets (issue 7): performance >= 95, accessibility 100, best practices >= 95.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildProduct, LOOPBACK, machine, median, printTable, startServerProcess } from "./lib";

const PORT = 4402;
const PAGES = ["/", "/prices", "/am-i-suitable", "/auth"];
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95 } as const;

interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

/** An audit's title with the first few items of its details, enough to find the cause. */
function describe(audit: { title: string; details?: unknown } | undefined): string {
  if (!audit) return "?";
  const items = ((audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []).slice(0, 3);
  const summary = items.map((item) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    const sub = ((item.subItems as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []).map((x) => JSON.stringify(x).slice(0, 160));
    return node?.snippet ?? node?.selector ?? [item.issueType ?? item.description ?? "", ...sub].join(" ").slice(0, 300);
  });
  return [audit.title, ...summary].join(" | ");
}

const work = mkdtempSync(path.join(os.tmpdir(), "bench-web-"));
console.log(`bench:web on ${machine()}`);
console.log(`Lighthouse mobile preset, ${RUNS} run(s) per page (median), Chromium at ${CHROMIUM}\n`);
console.log("building the product…");
const entry = buildProduct(path.join(work, "build"));

const origin = `http://${LOOPBACK}:${PORT}`;
const server = await startServerProcess({
  port: PORT,
  entry,
  env: { DATA_DIR: path.join(work, "data"), DATABASE_URL: "", APP_URL: origin },
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

const results: Array<{ page: string } & PageFigures> = [];
try {
  for (const page of PAGES) {
    const runs: PageFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(categories)
        .filter((c) => c.id !== "performance")
        .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${c.id}: ${ref.id} (${describe(audits[ref.id])})`));
      if ((audits["cumulative-layout-shift"]?.numericValue ?? 0) > 0.01) failing.push(`layout shift: ${describe(audits["layout-shifts"])}`);
      runs.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        failing,
      });
    }
    const pick = (f: (r: PageFigures) => number) => median(runs.map(f));
    results.push({
      page,
      performance: pick((r) => r.performance),
      accessibility: pick((r) => r.accessibility),
      bestPractices: pick((r) => r.bestPractices),
      lcp: pick((r) => r.lcp),
      tbt: pick((r) => r.tbt),
      cls: pick((r) => r.cls),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
    });
    console.log(`  ${page} done`);
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

console.log("");
printTable(
  ["page", "performance", "accessibility", "best practices", "LCP ms", "TBT ms", "CLS"],
  results.map((r) => [r.page, r.performance, r.accessibility, r.bestPractices, Math.round(r.lcp), Math.round(r.tbt), r.cls.toFixed(3)]),
);
const missed = results.flatMap((r) => [
  ...(r.performance < TARGETS.performance ? [`${r.page}: performance ${r.performance} < ${TARGETS.performance}`] : []),
  ...(r.accessibility < TARGETS.accessibility ? [`${r.page}: accessibility ${r.accessibility} < ${TARGETS.accessibility}`] : []),
  ...(r.bestPractices < TARGETS["best-practices"] ? [`${r.page}: best practices ${r.bestPractices} < ${TARGETS["best-practices"]}`] : []),
]);
console.log(missed.length === 0 ? "\nEvery page met its targets." : `\nTargets not met:\n${missed.map((m) => `  - ${m}`).join("\n")}`);
for (const r of results.filter((x) => x.failing.length > 0)) console.log(`  ${r.page} audits below full score: ${r.failing.join(", ")}`);
