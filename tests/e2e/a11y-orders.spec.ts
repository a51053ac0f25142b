/**
 * Accessibility of the order pages (issue 12): axe WCAG 2.2 A/AA, a 360 px phone and the
 * keyboard, on the patient's account and the back office's orders, order, register, payments
 * and messages pages. A few checks per test, so a slower machine stays within a test's time.
 */
import { expectNoViolations, fitsTheScreen, settled } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { approvedOrder } from "./support/orders";
import { staffPage } from "./support/staff-orders";

test("the patient's account and order page, on a phone", async ({ page }) => {
  test.slow(); // the order is made and approved through the API first
  const { orderId } = await approvedOrder(page, "delivery");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/account");
  await settled(page);
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await fitsTheScreen(page);
  await expectNoViolations(page, "/account at 360 px");

  await page.goto(`/account/orders/${orderId}`);
  await settled(page);
  await fitsTheScreen(page);
  await expectNoViolations(page, `/account/orders/${orderId} at 360 px`);

  await page.goto("/account/orders/999999");
  await expect(page.getByRole("heading", { level: 1, name: "Order not found" })).toBeVisible();
});

for (const [route, heading] of [
  ["/admin/orders", "Orders"],
  ["/admin/register", "POM register"],
  ["/admin/payments", "Payments"],
  ["/admin/messages", "Contact messages"],
] as const) {
  test(`the back office's ${route}`, async ({ browser }) => {
    const staff = await staffPage(browser);
    await staff.goto(route);
    await settled(staff);
    await expect(staff.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoViolations(staff, route);
    await staff.context().close();
  });
}

test("an order's page on a phone, its Mark paid dialog opened and filled in with the keyboard", async ({
  page,
  browser,
}) => {
  test.slow(); // the order is made and approved through the API first
  const { orderId } = await approvedOrder(page, "pickup");
  const staff = await staffPage(browser);
  await staff.setViewportSize({ width: 360, height: 740 });
  await staff.goto(`/admin/orders/${orderId}`);
  await settled(staff);
  await fitsTheScreen(staff);
  await expectNoViolations(staff, `/admin/orders/${orderId} at 360 px`);

  const markPaid = staff.getByRole("button", { name: "Mark paid", exact: true });
  await markPaid.focus();
  await staff.keyboard.press("Enter");
  const dialog = staff.getByRole("dialog", { name: "Mark paid" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Payment method")).toBeFocused();
  await staff.keyboard.press("Tab");
  await expect(dialog.getByLabel("Reference")).toBeFocused();
  await staff.keyboard.press("Enter");
  // Submitted empty: the message is tied to its field.
  await expect(dialog.getByLabel("Reference")).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(staff, `/admin/orders/${orderId} with Mark paid refused`);
  await staff.keyboard.type(`REF-${orderId}`);
  await staff.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(staff.getByText("Prescribed", { exact: true }).first()).toBeVisible();
  await staff.context().close();
});
