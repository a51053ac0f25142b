/** The pharmacy's side of the journeys: staff move an order from its page in the back office. */
import type { Browser, Page } from "@playwright/test";
import { randomInt } from "node:crypto";
import { expect, signInAsAdmin } from "./fixtures";

/** A signed-in staff member in a browser of their own (their own cookies and client address). */
export async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** Opens the action's dialog on the order page, lets `fill` fill it in, submits and waits for the new state. */
export async function move(
  staff: Page,
  action: string,
  state: string,
  fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void> = async () => {},
) {
  await staff.getByRole("group", { name: "Actions" }).getByRole("button", { name: action, exact: true }).click();
  const dialog = staff.getByRole("dialog", { name: action });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole("button", { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    staff.getByRole("heading", { level: 1 }).locator("xpath=..").getByText(state, { exact: true }),
  ).toBeVisible();
}

/** Mark paid and Dispense, as every approved order goes (expiry a year away, well past 28 days). */
export async function payAndDispense(staff: Page, orderId: number) {
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await move(staff, "Mark paid", "Prescribed", async (d) => {
    await d.getByLabel("Payment method").selectOption("card_in_pharmacy");
    await d.getByLabel("Reference").fill(`CARD-${orderId}`);
  });
  const expiry = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await move(staff, "Dispense", "Dispensed", async (d) => {
    await d.getByLabel("Batch number").fill("BN-2026-001");
    await d.getByLabel("Expiry date").fill(expiry);
  });
}
