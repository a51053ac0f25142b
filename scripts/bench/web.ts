/**
 * `npm run bench:web`: Lighthouse (its default mobile preset: emulated phone, simulated slow
 * 4G and 4× CPU slowdown, ./lighthouse.ts) against the built product on loopback, with Debian's
 * Chromium, for every public page. Prints the median of 3 runs per page (BENCH_WEB_RUNS to
 * change): the performance, accessibility, best-practices and SEO scores, first and largest
 * contentful paint, total blocking time, time to interactive, layout shift, the HTML's size
 * (sent, and unpacked) and the time to its first byte. BENCH_WEB_PAGES=/,/prices measures only
 * those; BENCH_WEB_SERVER=<a compiled server's main.js> measures that build (another version's,
 * say) instead of building this one.
 * Targets (decision 107): performance >= 98, total blocking time <= 100 ms, accessibility, best
 * practices and SEO 100.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PUBLIC_PAGES } from "../../src/shared/public-pages";
import { buildProduct, LOOPBACK, machine, median, printTable, startServerProcess } from "./lib";
import { CHROMIUM, launchChromium, measurePage, missedTargets, type PageFigures } from "./lighthouse";

const PORT = 4402;
const PAGES = process.env.BENCH_WEB_PAGES?.split(",") ?? Object.keys(PUBLIC_PAGES);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

const work = mkdtempSync(path.join(os.tmpdir(), "bench-web-"));
console.log(`bench:web on ${machine()}`);
console.log(`Lighthouse mobile preset, ${RUNS} run(s) per page (median), Chromium at ${CHROMIUM}\n`);
let entry = process.env.BENCH_WEB_SERVER;
if (entry) console.log(`measuring the build of ${entry}`);
else {
  console.log("building the product…");
  entry = buildProduct("bench-web");
}

const origin = `http://${LOOPBACK}:${PORT}`;
const server = await startServerProcess({
  port: PORT,
  entry,
  // The public origin is https in production (decision 091); the pages are measured on loopback over http.
  env: { DATA_DIR: path.join(work, "data"), DATABASE_URL: "", APP_URL: `https://${LOOPBACK}:${PORT}` },
});
const chrome = await launchChromium();

const results: Array<{ page: string } & PageFigures> = [];
try {
  // Each page once first, so no run measures the renderer loading or a page's first rendering.
  for (const page of PAGES) await fetch(`${origin}${page}`);
  for (const page of PAGES) {
    const runs: PageFigures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measurePage(`${origin}${page}`, chrome.port));
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
      tti: pick((r) => r.tti),
      cls: pick((r) => r.cls),
      htmlSent: pick((r) => r.htmlSent),
      htmlBytes: pick((r) => r.htmlBytes),
      ttfb: pick((r) => r.ttfb),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
      runtimeError: runs.find((r) => r.runtimeError)?.runtimeError ?? null,
    });
    console.log(`  ${page} done`);
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
console.log(
  `\nload average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}\n`,
);
printTable(
  [
    "page",
    "perf",
    "a11y",
    "BP",
    "SEO",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "TTI ms",
    "CLS",
    "HTML kB sent / unpacked",
    "TTFB ms",
  ],
  results.map((r) => [
    r.page,
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    Math.round(r.fcp),
    Math.round(r.lcp),
    Math.round(r.tbt),
    Math.round(r.tti),
    r.cls.toFixed(3),
    `${kB(r.htmlSent)} / ${kB(r.htmlBytes)}`,
    Math.round(r.ttfb),
  ]),
);
const missed = results.flatMap((r) => missedTargets(r.page, r));
console.log(
  missed.length === 0
    ? "\nEvery page met its targets."
    : `\nTargets not met:\n${missed.map((m) => `  - ${m}`).join("\n")}`,
);
for (const r of results.filter((x) => x.failing.length > 0))
  console.log(`  ${r.page} audits below full score: ${r.failing.join(", ")}`);
