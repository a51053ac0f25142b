import type { Page } from "@playwright/test";
import { expect, latestMail, signUpViaApi, test } from "./support/fixtures";
import { E2E_STAFF_EMAIL } from "./support/staff";
import { apiOf } from "./support/typed-api";
import { keyFromUri, totp } from "../support/totp";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });

/** The confirmation link of the newest e-mail of `type` to `to`. */
async function confirmationLink(page: Page, to: string, type = "welcome") {
  const mail = await latestMail(page, to, type);
  const link = mail.text.match(/http:\/\/localhost:\d+\/auth\?token=[A-Za-z0-9_.-]+&type=signup/)?.[0];
  expect(link, "confirmation link in the e-mail").toBeTruthy();
  return link!;
}

const emailVerified = async (page: Page) => (await (await apiOf(page).me.$get()).json()).user?.emailVerified;

test("a staff member's new account reaches the back office only once the welcome e-mail's link is confirmed", async ({
  page,
}) => {
  // The owner added this address as an employee; its owner now opens an account with it.
  await page.goto("/auth");
  await field(page, "Email").fill(E2E_STAFF_EMAIL);
  await field(page, "Password").fill("staff-password");
  await field(page, "Confirm Password").fill("staff-password");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(toast(page, "Account created!")).toBeVisible();

  // Not yet: anyone could have opened an account with this address, and it has no session.
  expect((await page.request.get("/api/admin/patients")).status()).toBe(401);

  // Opening the link shows a page that asks for a click: a mail scanner opening it confirms nothing.
  const link = await confirmationLink(page, E2E_STAFF_EMAIL);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeVisible();
  expect(await emailVerified(page)).toBeUndefined();

  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(toast(page, "Email confirmed")).toBeVisible();

  // Decision 065: the first visit to the back office sets up the second factor.
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Password").fill("staff-password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code of the authenticator key" })).toBeVisible();
  const key = (await page.getByTestId("two-factor-secret").textContent())!;
  await page.getByLabel("Authentication code").fill(totp(keyFromUri(`otpauth://totp/x?secret=${key}`)));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved my backup codes" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // The same link again is refused as used, and says the address is confirmed.
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This confirmation link has already been used: your e-mail address is confirmed.",
  );
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("a used link opened while signed out offers Sign In", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  const link = await confirmationLink(page, email);
  await page.context().clearCookies();

  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This confirmation link has already been used: your e-mail address is confirmed.",
  );
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
});

test("a broken link says so and points to the sign-in page, where a new link can be asked for", async ({ page }) => {
  await page.goto("/auth?token=not-a-real-token&type=signup");
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("alert")).toHaveText("This confirmation link is not valid.");
  await expect(page.getByRole("link", { name: "sign-in page" })).toHaveAttribute("href", "/auth");
});
