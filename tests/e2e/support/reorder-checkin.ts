/** The re-order check-in in the journeys: a patient whose last pen was supplied days ago, and the steps up to the dose. */
import type { Page } from "@playwright/test";
import { expect, signUpViaApi } from "./fixtures";
import { DAY_MS } from "../../../src/shared/domain/dates";
import { suppliedPatientOf } from "./untyped-routes";

export const daysBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** A signed-in patient whose pen of `mg` was dispatched `daysAgo` days ago; the server's today. */
export async function suppliedPatient(page: Page, daysAgo: number, mg = 5) {
  const { email } = await signUpViaApi(page);
  const res = await page.request.post("/e2e/patients/supplied", { data: { email, daysAgo, mg } });
  expect(res.status(), await res.text()).toBe(200);
  return { email, ...(await suppliedPatientOf(res)) };
}

export const next = (page: Page) => page.getByRole("button", { name: "Continue" }).click();
export const step = (page: Page, title: string) =>
  expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();

/** The check-in's steps up to the dose, answered as someone getting on well would. */
export async function checkIn(page: Page, today: string, lastInjectionDaysAgo: number) {
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
