/**
 * `npm run bench:web`: Lighthouse (its default mobile preset: emulated phone, simulated slow
 * 4G and 4× CPU slowdown) against the built product on loopback, with Debian's Chromium, for
 * every public page. Prints the median of 3 runs per page (BENCH_WEB_RUNS to change): the
 * performance, accessibility, best-practices and SEO scores, first and largest contentful
 * paint, total blocking time, layout shift, the HTML's size (sent, and unpacked) and the
 * time to its first byte. BENCH_WEB_PAGES=/,/prices measures only those.
 * Targets (issue 15): performance >= 98, accessibility, best practices and SEO 100, FCP < 1.2 s.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PUBLIC_PAGES } from "../../src/shared/public-pages";
import { buildProduct, LOOPBACK, machine, median, printTable, startServerProcess } from "./lib";

const PORT = 4402;
const PAGES = process.env.BENCH_WEB_PAGES?.split(",") ?? Object.keys(PUBLIC_PAGES);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, fcpMs: 1200 } as const;

interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  htmlSent: number;
  htmlBytes: number;
  ttfb: number;
  failing: string[];
}

/** An audit's title with the first few items of its details, enough to find the cause. */
function describe(audit: { title: string; details?: unknown } | undefined): string {
  if (!audit) return "?";
  const items = ((audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []).slice(0, 3);
  const summary = items.map((item) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    const sub = ((item.subItems as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []).map((x) =>
      JSON.stringify(x).slice(0, 160),
    );
    return (
      node?.snippet ?? node?.selector ?? [item.issueType ?? item.description ?? "", ...sub].join(" ").slice(0, 300)
    );
  });
  return [audit.title, ...summary].join(" | ");
}

const work = mkdtempSync(path.join(os.tmpdir(), "bench-web-"));
console.log(`bench:web on ${machine()}`);
console.log(`Lighthouse mobile preset, ${RUNS} run(s) per page (median), Chromium at ${CHROMIUM}\n`);
console.log("building the product…");
const entry = buildProduct("bench-web");

const origin = `http://${LOOPBACK}:${PORT}`;
const server = await startServerProcess({
  port: PORT,
  entry,
  // The public origin is https in production (decision 091); the pages are measured on loopback over http.
  env: { DATA_DIR: path.join(work, "data"), DATABASE_URL: "", APP_URL: `https://${LOOPBACK}:${PORT}` },
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

const results: Array<{ page: string } & PageFigures> = [];
try {
  // Each page once first, so no run measures the renderer loading or a page's first rendering.
  for (const page of PAGES) await fetch(`${origin}${page}`);
  for (const page of PAGES) {
    const runs: PageFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(categories)
        .filter((c) => c.id !== "performance")
        .flatMap((c) =>
          c.auditRefs
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${c.id}: ${ref.id} (${describe(audits[ref.id])})`),
        );
      if ((audits["cumulative-layout-shift"]?.numericValue ?? 0) > 0.01)
        failing.push(`layout shift: ${describe(audits["layout-shifts"])}`);
      const requests =
        (
          audits["network-requests"]?.details as
            | { items?: Array<{ url: string; resourceType?: string; transferSize?: number; resourceSize?: number }> }
            | undefined
        )?.items ?? [];
      const html = requests.find((r) => r.resourceType === "Document");
      runs.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcp: audits["first-contentful-paint"]?.numericValue ?? NaN,
        lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        htmlSent: html?.transferSize ?? NaN,
        htmlBytes: html?.resourceSize ?? NaN,
        ttfb: audits["server-response-time"]?.numericValue ?? NaN,
        failing,
      });
    }
    const pick = (f: (r: PageFigures) => number) => median(runs.map(f));
    results.push({
      page,
      performance: pick((r) => r.performance),
      accessibility: pick((r) => r.accessibility),
      bestPractices: pick((r) => r.bestPractices),
      seo: pick((r) => r.seo),
      fcp: pick((r) => r.fcp),
      lcp: pick((r) => r.lcp),
      tbt: pick((r) => r.tbt),
      cls: pick((r) => r.cls),
      htmlSent: pick((r) => r.htmlSent),
      htmlBytes: pick((r) => r.htmlBytes),
      ttfb: pick((r) => r.ttfb),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
    });
    console.log(`  ${page} done`);
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
console.log("");
printTable(
  ["page", "perf", "a11y", "BP", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "HTML kB sent / unpacked", "TTFB ms"],
  results.map((r) => [
    r.page,
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    Math.round(r.fcp),
    Math.round(r.lcp),
    Math.round(r.tbt),
    r.cls.toFixed(3),
    `${kB(r.htmlSent)} / ${kB(r.htmlBytes)}`,
    Math.round(r.ttfb),
  ]),
);
const missed = results.flatMap((r) => [
  ...(r.performance < TARGETS.performance ? [`${r.page}: performance ${r.performance} < ${TARGETS.performance}`] : []),
  ...(r.accessibility < TARGETS.accessibility
    ? [`${r.page}: accessibility ${r.accessibility} < ${TARGETS.accessibility}`]
    : []),
  ...(r.bestPractices < TARGETS["best-practices"]
    ? [`${r.page}: best practices ${r.bestPractices} < ${TARGETS["best-practices"]}`]
    : []),
  ...(r.seo < TARGETS.seo ? [`${r.page}: SEO ${r.seo} < ${TARGETS.seo}`] : []),
  ...(r.fcp >= TARGETS.fcpMs
    ? [`${r.page}: first contentful paint ${Math.round(r.fcp)} ms >= ${TARGETS.fcpMs} ms`]
    : []),
]);
console.log(
  missed.length === 0
    ? "\nEvery page met its targets."
    : `\nTargets not met:\n${missed.map((m) => `  - ${m}`).join("\n")}`,
);
for (const r of results.filter((x) => x.failing.length > 0))
  console.log(`  ${r.page} audits below full score: ${r.failing.join(", ")}`);
