import type { Page } from "@playwright/test";
import { ADMIN, enterAdminCode, expect, signInAsAdmin, signUpViaApi, test } from "./support/fixtures";
import { afterTheRetries, retriesComeAtOnce } from "./support/retries";

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  // Decision 065: the seeded employee's password is followed by its authenticator code.
  if (email === ADMIN.email && password === ADMIN.password) await enterAdminCode(page);
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
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "System Settings" }),
  ).toBeVisible();
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
  await expect(
    page.getByRole("alert").filter({ hasText: "You need admin privileges to access this area." }),
  ).toBeVisible();
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

test("while the session is checked the back office says so, and a failed check offers Retry and Go to Home", async ({
  page,
}) => {
  // The session check is held, then fails as if the server could not be reached.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  await page.route("**/api/me", async (route) => {
    if (!failing) return route.continue();
    await held;
    // The first page's check may have been dropped by the navigation that followed it.
    await route.fulfill({ status: 503, json: { error: "Service temporarily unavailable" } }).catch(() => undefined);
  });

  await retriesComeAtOnce(page);
  await page.goto("/admin/login");
  await expect(page.getByText("Checking authentication...")).toBeVisible();
  await page.goto("/admin/patients");
  await expect(page.getByText("Verifying permissions...")).toBeVisible();
  release();

  // After its retries the guard gives up with the failure screen.
  await afterTheRetries(page, page.getByRole("heading", { name: "Access Verification Failed" }));
  await expect(page.getByRole("alert")).toHaveText("Admin verification error: Service temporarily unavailable");

  // Retry checks again: signed out now, so on to the login page, carrying where the visitor was going.
  failing = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/patients$/);
});

test("Go to Home leaves the failure screen for the home page", async ({ page }) => {
  await page.route("**/api/me", (route) =>
    route.fulfill({ status: 503, json: { error: "Service temporarily unavailable" } }),
  );
  await retriesComeAtOnce(page);
  await page.goto("/admin");
  await afterTheRetries(page, page.getByRole("heading", { name: "Access Verification Failed" }));
  await page.unroute("**/api/me");
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an employee whose session ends while working is sent to log in, then back to the page they opened", async ({
  page,
  context,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/patients");
  await expect(page.getByRole("heading", { level: 1, name: "Patient Management" })).toBeVisible();

  // Signed out elsewhere (another tab, or the session expired): the next page must not pretend the data is missing.
  await context.clearCookies();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "System Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(/^Error:/)).toBeHidden();
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/system-settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "System Settings" })).toBeVisible();
});
