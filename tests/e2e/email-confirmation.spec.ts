import type { Page } from "@playwright/test";
import { expect, latestMail, signUpViaApi, test } from "./support/fixtures";
import { E2E_STAFF_EMAIL } from "./support/staff";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });
const STAFF_UNCONFIRMED = "Please confirm your e-mail address with the link in your welcome e-mail before using the back office.";

/** The confirmation link of the newest e-mail of `type` to `to`. */
async function confirmationLink(page: Page, to: string, type = "welcome") {
  const mail = await latestMail(page, to, type);
  const link = mail.text.match(/http:\/\/localhost:\d+\/auth\?token=[A-Za-z0-9_.-]+&type=signup/)?.[0];
  expect(link, "confirmation link in the e-mail").toBeTruthy();
  return link!;
}

const emailVerified = async (page: Page) =>
  ((await (await page.request.get("/api/me")).json()) as { user: { emailVerified: boolean } | null }).user?.emailVerified;

test("a staff member's new account reaches the back office only once the welcome e-mail's link is confirmed", async ({ page }) => {
  // The owner added this address as an employee; its owner now opens an account with it.
  await page.goto("/auth");
  await field(page, "Email").fill(E2E_STAFF_EMAIL);
  await field(page, "Password").fill("staff-password");
  await field(page, "Confirm Password").fill("staff-password");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(toast(page, "Account created!")).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);

  // Not yet: anyone could have opened an account with this address.
  await page.goto("/admin/patients");
  await expect(page).toHaveURL(/\/admin\/login\?error=email_not_confirmed$/);
  await expect(page.getByRole("alert").filter({ hasText: STAFF_UNCONFIRMED })).toBeVisible();
  await expect(toast(page, "Access denied")).toBeVisible();
  expect((await page.request.get("/api/admin/patients")).status()).toBe(403);

  // Opening the link shows a page that asks for a click: a mail scanner opening it confirms nothing.
  const link = await confirmationLink(page, E2E_STAFF_EMAIL);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeVisible();
  expect(await emailVerified(page)).toBe(false);

  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(toast(page, "Email confirmed")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // The same link again is refused as used, and says the address is confirmed.
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("alert")).toHaveText("This confirmation link has already been used: your e-mail address is confirmed.");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("a patient confirms from the welcome e-mail while signed out and is offered Sign In", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  const link = await confirmationLink(page, email);
  await page.context().clearCookies();

  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(toast(page, "Email confirmed")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
});

test("a broken link says so; a signed-in account can have a new one sent, and keeps its access meanwhile", async ({ page }) => {
  await page.goto("/auth?token=not-a-real-token&type=signup");
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("alert")).toHaveText("This confirmation link is not valid.");
  await expect(page.getByText("You can keep using your account without it.")).toBeVisible();
  await expect(page.getByRole("link", { name: "staff login page" })).toHaveAttribute("href", "/admin/login");

  const { email } = await signUpViaApi(page);
  await page.goto("/auth?token=not-a-real-token&type=signup");
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("alert")).toHaveText("This confirmation link is not valid.");
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(toast(page, "Confirmation email sent")).toBeVisible();
  await expect(page.getByRole("button", { name: "New link sent" })).toBeDisabled();

  // The new link works; the patient form was open to the account all along.
  await page.goto(await confirmationLink(page, email, "email_confirmation"));
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(toast(page, "Email confirmed")).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  expect(await emailVerified(page)).toBe(true);
});
