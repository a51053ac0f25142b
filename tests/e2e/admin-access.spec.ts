import type { Page } from "@playwright/test";
import { ADMIN, expect, signUpViaApi, test } from "./support/fixtures";

const toast = (page: Page, text: string) => page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("a visitor sent to the back office logs in and lands where they were going", async ({ page }) => {
  await page.goto("/admin/patients?status=1");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

  // Both fields are required before anything is sent.
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(toast(page, "Login successful")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/patients\?status=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Patient Management" })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("1");

  // An employee who is already signed in is sent straight on.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "System Settings" })).toBeVisible();
});

test("a wrong password is refused with 'Login failed'", async ({ page }) => {
  await page.goto("/admin/login");
  await logIn(page, ADMIN.email, "not-the-password");
  await expect(toast(page, "Login failed")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
});

test("a signed-in patient is refused the back office", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/admin/patients");
  await expect(page).toHaveURL(/\/admin\/login\?error=insufficient_privileges$/);
  await expect(page.getByRole("alert").filter({ hasText: "You need admin privileges to access this area." })).toBeVisible();
  await expect(toast(page, "Access denied")).toBeVisible();

  // The API refuses too, whatever the page does.
  expect((await page.request.get("/api/admin/patients")).status()).toBe(403);
});

test("a patient account logging in on the admin form is told it is not an employee", async ({ page, browser }) => {
  const other = await browser.newContext();
  const credentials = await signUpViaApi(await other.newPage());
  await other.close();

  await page.goto("/admin/login");
  await logIn(page, credentials.email, credentials.password);
  await expect(toast(page, "Access denied")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});
