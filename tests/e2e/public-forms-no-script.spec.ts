import type { Page } from "@playwright/test";
import { expect, latestMail, signUpViaApi, test, uniqueEmail } from "./support/fixtures";

/*
 * Decision 104: the public forms work without JavaScript. Every answer here is the server's
 * HTML: no script runs in these pages.
 */
test.use({ javaScriptEnabled: false });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("the BMI calculator answers with the result and a Continue link carrying it", async ({ page }) => {
  await page.goto("/am-i-suitable");
  await field(page, "Height (cm)").fill("170");
  await field(page, "Weight (kg)").fill("95");
  await page.getByLabel("Male", { exact: true }).check();
  await page.getByRole("button", { name: "Calculate BMI" }).click();

  await expect(page).toHaveURL(/\/am-i-suitable\?.*height=170.*weight=95.*sex=male/);
  await expect(page.getByTestId("bmi-value")).toHaveText("32.9");
  await expect(page.getByText("You may be eligible for the treatment.")).toBeVisible();
  await expect(field(page, "Height (cm)")).toHaveValue("170");
  const next = page.getByRole("link", { name: "Continue" });
  await expect(next).toHaveAttribute("href", /^\/auth\?tab=signup&from=%2Fpatient-form%2Fbasic&height=170&weight=95/);

  // The sign-up page it opens notes the result.
  await next.click();
  await expect(page.getByText("BMI eligibility check passed")).toBeVisible();
});

test("a visitor signs up, fails a sign-in and asks for a reset link, each answered by the server", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill("secret-password");
  await field(page, "Confirm Password").fill("secret-password");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toContainText(email);
  await latestMail(page, email, "welcome");

  // Each tab is a link the server renders selected.
  await page.getByRole("tab", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signin$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sign in failed" })).toBeVisible();
  // What was typed stays, except the password.
  await expect(field(page, "Email")).toHaveValue(email);
  await expect(field(page, "Password")).toHaveValue("");

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await field(page, "Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password reset email sent" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
});

test("a patient signs in and goes on to the form", async ({ page }) => {
  const { email, password } = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto("/auth?tab=signin");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/patient-form$/);
  expect((await page.context().cookies()).some((c) => c.name.endsWith("session_token"))).toBe(true);
});

test("a visitor sends a message and the page says Message Sent", async ({ page }) => {
  const email = uniqueEmail("contact");
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Doe");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Do you open on Sundays?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toBeVisible();
  await latestMail(page, email, "contact_form");
});

test("an unknown address is a 404 with the not-found page", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
});
