/** A forgotten password at /auth: the e-mailed link, its limits, and a link that no longer works. */
import { field, toast, existingAccount, signInThroughForm } from "./support/auth-page";
import { expect, latestMail, test, uniqueEmail } from "./support/fixtures";

test("too many reset requests from one address show the server's message", async ({ page }) => {
  // The page's requests share this test's client address; use up its reset allowance.
  for (let i = 0; i < 3; i++) {
    const res = await page.request.post("/api/auth/request-password-reset", {
      data: { email: uniqueEmail(), redirectTo: "/auth" },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await field(page, "Email").fill(uniqueEmail());
  await page.getByRole("button", { name: "Send Reset Email" }).click();

  await expect(toast(page, "Password reset failed")).toBeVisible();
  await expect(toast(page, "Too many requests. Please try again later.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
});

test("a forgotten password is reset through the e-mailed link", async ({ page }) => {
  const { email } = await existingAccount(page, "old-password");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByRole("link", { name: "Forgot your password?" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeFocused();
  await field(page, "Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(toast(page, "Password reset email sent")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

  const mail = await latestMail(page, email, "password_reset");
  const link = mail.text.match(/http:\/\/localhost:\d+\/auth\?token=[A-Za-z0-9_-]+&type=recovery/)?.[0];
  expect(link, "reset link in the e-mail").toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Set New Password" })).toBeVisible();
  await field(page, "New Password").fill("new-password");
  await field(page, "Confirm New Password").fill("new-password");
  await page.getByRole("button", { name: "Update Password" }).click();

  await expect(toast(page, "Password updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

  await signInThroughForm(page, email, "new-password");
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
});

test("'Back to Sign In' leaves the forgotten-password view without sending anything", async ({ page }) => {
  let sent = false;
  await page.route("**/api/auth/request-password-reset", (route) => {
    sent = true;
    return route.continue();
  });
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByRole("link", { name: "Back to Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to your account" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  expect(sent).toBe(false);
});

test("a used or invalid reset link is refused with 'Password update failed', and the new password rules apply", async ({
  page,
}) => {
  await page.goto("/auth?token=not-a-real-token&type=recovery");
  await expect(page.getByRole("heading", { level: 1, name: "Set New Password" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);

  await field(page, "New Password").fill("new-password");
  await field(page, "Confirm New Password").fill("other-password");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password mismatch")).toBeVisible();

  await field(page, "Confirm New Password").fill("new-password");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password update failed")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Set New Password" })).toBeVisible();
});
