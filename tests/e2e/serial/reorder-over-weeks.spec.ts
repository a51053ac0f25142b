/**
 * Ongoing treatment over the weeks (issue 13) on the development clock of orders to the door
 * (/dev/clock, decision 074): a pen approved, paid, dispensed (its three steps) and dispatched through the back
 * office's API; a red-flag report holds the next pen back until a prescriber has reviewed it;
 * ten days on it is too early, at day 22 the check-in offers staying on the dose or one step up.
 * The clock is the server's, shared by every journey on it: this project has a server of its own
 * (playwright.config.ts), runs one file at a time and puts the clock back when it ends.
 */
import type { APIResponse, Page } from "@playwright/test";
import { REVIEW_FIRST_MESSAGE } from "../../../src/shared/domain/clinical/side-effects";
import { expect, test } from "../support/fixtures";
import { approvedOrder } from "../support/orders";
import { checkerApi, superintendentApi } from "../support/review";
import { apiOf } from "../support/typed-api";
import { readServerClock } from "../support/untyped-routes";
import { DAY_MS } from "../../../src/shared/domain/dates";

async function ok(res: APIResponse) {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

/** What the server's clock reads now. */
const serverNow = async (page: Page) => new Date((await readServerClock(page)).now);

/** Moves the server's clock by whole days, as the clock page's form does. */
async function shiftClock(page: Page, days: number) {
  const res = await page.request.post("/dev/clock/shift", { form: { days: String(days) }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
}

const longDate = (d: Date) =>
  d.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

test.afterEach(async ({ page }) => {
  await page.request.post("/dev/clock/reset", { maxRedirects: 0 });
});

test("a red flag holds the next pen back; at day 10 it is too early; at day 22 the check-in offers staying or one step up", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { orderId, patientId } = await approvedOrder(page);
  const staff = await superintendentApi();
  try {
    const suppliedAt = await serverNow(page);
    await ok(
      await staff.post(`/api/admin/orders/${orderId}/mark-paid`, {
        data: { method: "payment_link", reference: `PAY-${orderId}` },
      }),
    );
    // Dispensed in its three steps (decision 095): the accuracy check by a second member of staff.
    const log = await (await apiOf(staff).admin["rp-log"].$get({ query: {} })).json();
    if (!log.onDuty) await ok(await staff.post("/api/admin/rp-log/sign-in", { data: {} }));
    await ok(await staff.post(`/api/admin/orders/${orderId}/clinical-check`, { data: { confirmed: true } }));
    await ok(
      await staff.post(`/api/admin/orders/${orderId}/assemble`, {
        data: { batchNumber: "LOT-2026-11", expiryDate: isoDay(new Date(suppliedAt.getTime() + 120 * DAY_MS)) },
      }),
    );
    await ok(await staff.post(`/api/admin/orders/${orderId}/label-printed`, { data: {} }));
    const checker = await checkerApi();
    await ok(
      await checker.post(`/api/admin/orders/${orderId}/accuracy-check`, {
        data: { packChecked: true, doseChecked: true, labelChecked: true, patientChecked: true },
      }),
    );
    await checker.dispose();
    await ok(
      await staff.post(`/api/admin/orders/${orderId}/dispatch`, {
        data: {
          courier: "Royal Mail",
          trackingNumber: "AB123456789GB",
          coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
          coldChainConfirmed: true,
        },
      }),
    );

    // A red flag between pens: on the day the next pen could be asked for, it is held back.
    await page.goto("/account/side-effects");
    await page.getByLabel("Being unable to keep fluids down").check();
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, we have your report" })).toBeVisible();
    await shiftClock(page, 22);
    await page.goto("/account");
    await expect(page.getByText(REVIEW_FIRST_MESSAGE)).toBeVisible();
    await expect(page.getByRole("link", { name: "Request your next pen" })).toHaveCount(0);
    // A prescriber reviews the report, and the clock goes back to the day of the supply.
    const held = await (
      await apiOf(staff).admin.patients[":id"]["side-effects"].$get({ param: { id: String(patientId) } })
    ).json();
    await ok(
      await staff.post(`/api/admin/side-effects/${held.reports[0]!.id}/handled`, {
        data: { note: "Spoke to the patient by phone: settled, keeping fluids down since." },
      }),
    );
    await shiftClock(page, -22);

    // Day 10: too early, and the account says from when (21 days after the supply).
    await shiftClock(page, 10);
    await page.goto("/account");
    await expect(
      page.getByText(`You can request your next pen from ${longDate(new Date(suppliedAt.getTime() + 21 * DAY_MS))}.`),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Request your next pen" })).toHaveCount(0);

    // Day 22, on time: four injections, the last 6 days ago, no side effects.
    await shiftClock(page, 12);
    const day22 = await serverNow(page);
    await page.goto("/account");
    await page.getByRole("link", { name: "Request your next pen" }).click();
    await page.getByLabel("Today's weight (kg)").fill("96.4");
    await page.getByLabel("Date weighed").fill(isoDay(day22));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("radiogroup").getByLabel("4", { exact: true }).check();
    await page.getByLabel("Date of your last injection").fill(isoDay(new Date(day22.getTime() - 6 * DAY_MS)));
    await page.getByRole("button", { name: "Continue" }).click();
    for (const group of await page.getByRole("group").all()) await group.getByLabel("None", { exact: true }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    for (const question of [
      /new medical conditions/,
      /new medicines/,
      /pregnant, breastfeeding or planning/,
      /contraceptive pill/,
    ]) {
      await page.getByRole("group", { name: question }).getByLabel("No", { exact: true }).check();
    }
    await page.getByRole("button", { name: "Continue" }).click();

    // On 2.5 mg and on time: stay, or one step up; nothing lower.
    const doses = page.getByRole("radiogroup");
    await expect(doses.getByRole("radio")).toHaveCount(2);
    await expect(doses.getByLabel("Stay on 2.5 mg")).toBeVisible();
    await doses.getByLabel("Move up to 5 mg").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    await expect(page.getByText("Awaiting review", { exact: true }).first()).toBeVisible();
  } finally {
    await staff.dispose();
  }
});
