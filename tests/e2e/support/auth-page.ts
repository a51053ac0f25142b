/** The /auth page in a journey: its fields and notices, and an account to sign in with. */
import type { Page } from "@playwright/test";
import { signUpViaApi, uniqueEmail } from "./fixtures";

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });

/** The navigation state React Router keeps for the current history entry. */
export const navState = (page: Page) =>
  page.evaluate(() => (window.history.state as { usr?: Record<string, unknown> } | null)?.usr ?? null);

/** An account that exists but is not signed in in this browser. */
export async function existingAccount(page: Page, password = "secret-password") {
  const account = await signUpViaApi(page, uniqueEmail(), password);
  await page.context().clearCookies();
  return account;
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByRole("tab", { name: "Sign In" }).click();
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}
