/**
 * Orders to the door (issue 12), by collection: the pharmacy marks the approved order paid,
 * dispenses it in three checked steps (decision 095) and sets it ready to collect; the patient sees it on /account; at the counter
 * staff check ID and hand it over, and the order is "Collected" in the patient's past orders.
 */
import { expect, latestMail, test } from "./support/fixtures";
import { approvedOrder } from "./support/orders";
import { move, payAndDispense, staffPage } from "./support/staff-orders";

test("an approved collection order is paid, dispensed, ready to collect and collected with ID checked", async ({
  page,
  browser,
}) => {
  test.slow();
  const { email, orderId } = await approvedOrder(page, "pickup");

  const staff = await staffPage(browser);
  await payAndDispense(browser, staff, orderId);
  await move(staff, "Ready to collect", "Ready to collect");

  const mail = await latestMail(page, email, "order_ready");
  expect(mail.subject).toBe(`Your order #${orderId} is ready to collect`);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(page.getByText("Your order is ready to collect. Please bring photo ID.")).toBeVisible();

  await staff.getByRole("group", { name: "Actions" }).getByRole("button", { name: "Collected", exact: true }).click();
  const dialog = staff.getByRole("dialog", { name: "Collected" });
  await dialog.getByRole("button", { name: "Collected", exact: true }).click();
  // ID checked is required: nothing moves without it.
  await expect(dialog.getByText("Check the patient's ID before handing over the medicine")).toBeVisible();
  await expect(dialog).toBeVisible();
  await staff.keyboard.press("Escape");
  await move(staff, "Collected", "Collected", async (d) => {
    await d.getByLabel("ID checked").check();
    await d.getByLabel("Weight at the counter (kg, optional)").fill("98.4");
  });
  await staff.context().close();

  await page.goto("/account");
  await expect(page.getByText("You have no order in progress.")).toBeVisible();
  await page.getByRole("link", { name: `Order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
  await expect(page.getByText("Collected", { exact: true }).first()).toBeVisible();
});
