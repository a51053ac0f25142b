import { expect, test } from "./support/fixtures";

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL("/");
});

test("a patient page sends a visitor to sign in, remembering where they were going", async ({ page }) => {
  await page.goto("/patient-form/dose");
  await expect(page).toHaveURL(/\/auth$/);
  const from = await page.evaluate(() => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from);
  expect(from).toBe("/patient-form/dose");
});

test("the footer shows opening hours from the settings, one per line", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Monday-Friday 9:00 AM-6:00 PM")).toBeVisible();
  await expect(footer.getByText("Saturday 9:00 AM-1:00 PM")).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
});
