/**
 * Ongoing treatment (issue 13): requesting the next pen with a check-in. Each journey starts
 * from a patient whose last pen was supplied some days ago (support/supplied-patient.ts), so the
 * shared development clock is never moved: day 10 is too early, day 22 is on time (stay, down
 * or up), and a 40-day break since the last injection is a restart the pharmacist decides.
 * The same weeks on the development clock itself, from a pen supplied through the back office,
 * are clock/reorder-over-weeks.spec.ts.
 */
import type { Page } from "@playwright/test";
import { expectNoViolations, fitsTheScreen } from "./support/axe";
import { expect, latestMail, signUpViaApi, test } from "./support/fixtures";
import { DAY_MS } from "../../src/shared/domain/dates";

const daysBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** A signed-in patient whose pen of `mg` was dispatched `daysAgo` days ago; the server's today. */
async function suppliedPatient(page: Page, daysAgo: number, mg = 5) {
  const { email } = await signUpViaApi(page);
  const res = await page.request.post("/e2e/patients/supplied", { data: { email, daysAgo, mg } });
  expect(res.status(), await res.text()).toBe(200);
  return { email, ...((await res.json()) as { orderId: number; today: string }) };
}

const next = (page: Page) => page.getByRole("button", { name: "Continue" }).click();
const step = (page: Page, title: string) => expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();

/** The check-in's steps up to the dose, answered as someone getting on well would. */
async function checkIn(page: Page, today: string, lastInjectionDaysAgo: number) {
  await page.goto("/account");
  await page.getByRole("link", { name: "Request your next pen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Request your next pen" })).toBeVisible();

  await step(page, "Your weight");
  // Nothing typed: the step says what is missing and keeps the page.
  await next(page);
  const weight = page.getByLabel("Today's weight (kg)");
  await expect(weight).toHaveAccessibleDescription("Today's weight is required");
  await expect(weight).toBeFocused();
  // By keyboard: type into the focused field, and Enter moves on.
  await page.keyboard.type("96.4");
  await page.getByLabel("Date weighed").fill(today);
  await page.keyboard.press("Enter");

  await step(page, "Your last pen");
  await page.getByRole("radiogroup").getByLabel("4", { exact: true }).check();
  await page.getByLabel("Date of your last injection").fill(daysBefore(today, lastInjectionDaysAgo));
  await next(page);

  await step(page, "Side effects");
  for (const group of await page.getByRole("group").all()) await group.getByLabel("None", { exact: true }).check();
  await next(page);

  await step(page, "Your health");
  await page
    .getByRole("group", { name: /new medical conditions/ })
    .getByLabel("No", { exact: true })
    .check();
  await page
    .getByRole("group", { name: /new medicines/ })
    .getByLabel("No", { exact: true })
    .check();
  await next(page);
  await step(page, "Your dose");
}

test("day 10: too early, the account says from when", async ({ page }) => {
  const { today } = await suppliedPatient(page, 10);
  await page.goto("/account");
  await expect(page.getByText(`You can request your next pen from ${longDate(daysBefore(today, -11))}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Request your next pen" })).toHaveCount(0);
});

test("day 22, on time: stay, down or up; the request waits for review on the account", async ({ page }) => {
  const { email, today } = await suppliedPatient(page, 22, 5);
  await checkIn(page, today, 6);
  const doses = page.getByRole("radiogroup");
  await expect(doses.getByRole("radio")).toHaveCount(3);
  await expect(doses.getByLabel("Stay on 5 mg")).toBeVisible();
  await expect(doses.getByLabel("Move down to 2.5 mg")).toBeVisible();
  await doses.getByLabel("Move up to 7.5 mg").check();
  await next(page);

  await step(page, "Check and send");
  await expect(page.getByText("Move up to 7.5 mg")).toBeVisible();
  // Back keeps what was answered.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radiogroup").getByLabel("Move up to 7.5 mg")).toBeChecked();
  await next(page);
  await page.getByRole("button", { name: "Send my request" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(page.getByText("Awaiting review", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Our pharmacist is reviewing your request/)).toBeVisible();
  await expect(page.getByRole("link", { name: /Book Consultation/ })).toHaveCount(0);
  const mail = await latestMail(page, email, "reorder_received");
  expect(mail.subject).toMatch(/^Request received - Order #\d+$/);
  expect(mail.text).not.toMatch(/mg|Mounjaro/);
});

test("a 40-day break: a restart, no dose to choose, the pharmacist decides (on a 360 px phone)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const { today } = await suppliedPatient(page, 45, 7.5);
  await checkIn(page, today, 40);
  await expect(page.getByText("As you've had a break, the pharmacist will decide your restart dose.")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await fitsTheScreen(page);
  await expectNoViolations(page, "/account/reorder dose step");
  await next(page);
  await step(page, "Check and send");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(page.getByText("Awaiting review", { exact: true }).first()).toBeVisible();
});
