/** axe-core over a settled page, as tests/e2e/a11y.spec.ts checks every route. */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The page has finished loading: a level-1 heading and no loading state left. */
export async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Loading|Verifying|Checking/ })).toHaveCount(0);
}

/**
 * Colours are judged once nothing is fading in or out: a toast caught mid-transition is
 * translucent, and its text would be measured against what shows through it.
 */
async function transitionsDone(page: Page) {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
    null,
    { timeout: 5_000 },
  );
}

export async function expectNoViolations(page: Page, what: string) {
  await transitionsDone(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(
    violations.map(
      (v) => `${what}: ${v.id} [${v.impact}] ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
    `axe violations on ${what}`,
  ).toEqual([]);
}

/** Nothing is wider than the viewport (a 360 px phone scrolls only down); `what` names the page in a failure. */
export async function fitsTheScreen(page: Page, what = "the page") {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what}: horizontal overflow in px`).toBeLessThanOrEqual(0);
}
