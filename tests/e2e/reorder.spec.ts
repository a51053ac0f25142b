/**
 * Ongoing treatment (issue 13): requesting the next pen with a check-in. Each journey starts
 * from a patient whose last pen was supplied some days ago (support/supplied-patient.ts), so the
 * shared development clock is never moved: day 10 is too early, day 22 is on time (stay, down
 * or up), and a 40-day break since the last injection is a restart the pharmacist decides.
 * The same weeks on the development clock itself, from a pen supplied through the back office,
 * are clock/reorder-over-weeks.spec.ts.
 */
import { expectNoViolations, fitsTheScreen } from "./support/axe";
import { expect, latestMail, test } from "./support/fixtures";
import { checkIn, daysBefore, next, step, suppliedPatient } from "./support/reorder-checkin";

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

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
