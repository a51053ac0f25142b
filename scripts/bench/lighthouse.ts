/**
 * Lighthouse as the benchmark (`npm run bench:web`) and the budget test (tests/budget) run it:
 * its default mobile preset (an emulated phone, simulated slow 4G, 4× CPU slowdown), Debian's
 * Chromium headless, the four categories (the budget test: the three it judges, decision 126). One
 * run of one page gives its figures.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Decision 107: what every public page meets. */
export const LIGHTHOUSE_TARGETS = {
  performance: 98,
  tbtMs: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
} as const;

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  cls: number;
  htmlSent: number;
  htmlBytes: number;
  ttfb: number;
  /** Every audit of the other categories below full score, and a layout shift, with its cause. */
  failing: string[];
  /**
   * Lighthouse could not measure the page (its `runtimeError`, e.g. NO_FCP when the page did not
   * paint in time on a busy machine): the scores are then not the page's, and the run is repeated.
   */
  runtimeError: string | null;
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

/** Debian's Chromium, headless, for Lighthouse to drive. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/** Every category Lighthouse scores; the budget test leaves out the timings (decision 126). */
export const ALL_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** The categories that do not depend on the machine's speed (decision 110). */
export const JUDGED_CATEGORIES = ["accessibility", "best-practices", "seo"] as const;

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`. Without the performance
 * category its timings (performance, FCP, LCP, TBT, TTI, CLS) are NaN.
 */
export async function measurePage(
  url: string,
  port: number,
  only: readonly string[] = ALL_CATEGORIES,
): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...only],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
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
  return {
    performance: only.includes("performance") ? score("performance") : NaN,
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audits["first-contentful-paint"]?.numericValue ?? NaN,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
    tti: audits["interactive"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    htmlSent: html?.transferSize ?? NaN,
    htmlBytes: html?.resourceSize ?? NaN,
    ttfb: audits["server-response-time"]?.numericValue ?? NaN,
    failing,
    runtimeError: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : null,
  };
}

/**
 * What a page's figures miss of the targets that do not depend on the machine's speed
 * (accessibility, best practices, SEO): the budget test's gate (decision 110).
 */
export function missedAudits(page: string, r: PageFigures): string[] {
  const t = LIGHTHOUSE_TARGETS;
  return [
    ...(r.accessibility < t.accessibility ? [`${page}: accessibility ${r.accessibility} < ${t.accessibility}`] : []),
    ...(r.bestPractices < t["best-practices"]
      ? [`${page}: best practices ${r.bestPractices} < ${t["best-practices"]}`]
      : []),
    ...(r.seo < t.seo ? [`${page}: SEO ${r.seo} < ${t.seo}`] : []),
  ];
}

/**
 * What a page's figures miss of the timing targets (performance, total blocking time), which
 * Lighthouse computes from the main-thread work it observes on this machine: measured by
 * `npm run bench:web`, never a test's pass or fail (decision 110).
 */
function missedTimings(page: string, r: PageFigures): string[] {
  const t = LIGHTHOUSE_TARGETS;
  return [
    ...(r.performance < t.performance ? [`${page}: performance ${r.performance} < ${t.performance}`] : []),
    ...(r.tbt > t.tbtMs ? [`${page}: total blocking time ${Math.round(r.tbt)} ms > ${t.tbtMs} ms`] : []),
  ];
}

/** Every target a page's figures miss, in words; empty when it meets them all. */
export function missedTargets(page: string, r: PageFigures): string[] {
  return [...missedTimings(page, r), ...missedAudits(page, r)];
}
