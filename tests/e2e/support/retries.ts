/**
 * The app asks again for what failed to load, three times, 1, 2 and 4 s apart (docs/spec.md §9),
 * before it says so. A journey about that failure moves the page's clock on through the waits
 * instead of sitting through them: `await retriesComeAtOnce(page)` before the page opens, then
 * `await afterTheRetries(page, what the page shows once it has given up)`.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { QUERY_RETRIES, queryRetryDelay } from "../../../src/shared/domain/constants";

/** The page's timers and dates run on a clock the journey can move on (Playwright's page.clock). */
export async function retriesComeAtOnce(page: Page) {
  await page.clock.install();
}

/**
 * Jumps the clock past the longest wait, once each retry has been asked for and has failed,
 * until `shown` appears: each jump fires the one retry waiting, as a phone left long enough would.
 */
export async function afterTheRetries(page: Page, shown: Locator) {
  const longestWait = queryRetryDelay(QUERY_RETRIES - 1);
  await expect(async () => {
    await page.clock.fastForward(longestWait);
    await expect(shown).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
}
