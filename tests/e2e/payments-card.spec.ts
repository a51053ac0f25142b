/**
 * Card payments and refunds (issue 21, decisions 100 and 101), through the local stand-in of
 * Stripe, which sends its signed events to the webhook as Stripe does. The patient presses
 * "Pay now", pays on the checkout page and comes back to an order the webhook has marked paid;
 * it waits in "To dispense". The pharmacy then stops it before dispensing, so it waits in
 * "Refund due", and a refund to the card completes it once Stripe reports it succeeded.
 */
import { expect, test } from "./support/fixtures";
import { approvedOrder } from "./support/orders";
import { staffPage } from "./support/staff-orders";

test("an approved order paid by card is marked paid by the webhook, and refunded to the card from Refund due", async ({
  page,
  browser,
}) => {
  test.slow();
  const { orderId } = await approvedOrder(page, "delivery");

  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await page.getByRole("button", { name: "Pay now" }).click();
  // The stand-in's checkout page, for the server's own total.
  await expect(page).toHaveURL(/\/checkout\/cs_test_\d+$/);
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay £199.00" }).click();

  // Back on the order's page; the signed checkout.session.completed has marked it paid.
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
  await expect(page.getByText("Prescribed", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  await expect(page.getByText("Thank you for your payment. We are preparing your order.")).toBeVisible();

  const staff = await staffPage(browser);
  await staff.goto("/admin/orders?tab=to_dispense");
  await expect(staff.getByRole("link", { name: `Order #${orderId}` }).first()).toBeVisible();
  await staff.goto(`/admin/orders/${orderId}`);
  const payment = staff.getByRole("heading", { name: "Payment" }).locator("xpath=../..");
  await expect(payment.getByText(/£199\.00, Card online \(Stripe\)/)).toBeVisible();

  // Stopped before dispensing after payment: the money is owed back.
  const actions = staff.getByRole("group", { name: "Actions" });
  await actions.getByRole("button", { name: "Cancel order", exact: true }).click();
  const cancel = staff.getByRole("dialog", { name: /Cancel order/ });
  await cancel.getByRole("textbox").fill("The prescriber withdrew the approval after a new GP record");
  await cancel.getByRole("button", { name: "Cancel order", exact: true }).click();
  await expect(
    staff.getByRole("heading", { level: 1 }).locator("xpath=..").getByText("Refund due", { exact: true }),
  ).toBeVisible();

  await actions.getByRole("button", { name: "Refund", exact: true }).click();
  const refund = staff.getByRole("dialog", { name: "Refund" });
  await expect(refund.getByLabel("How the money goes back")).toHaveValue("card_online");
  await expect(refund.getByLabel("Amount to refund (£)")).toHaveValue("199.00");
  await refund.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(refund).toBeHidden();

  // Refunded once Stripe's refund.updated (succeeded) arrives.
  await expect(async () => {
    await staff.reload();
    await expect(staff.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(
      staff.getByRole("heading", { level: 1 }).locator("xpath=..").getByText("Refunded", { exact: true }),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await expect(payment.getByText(/£199\.00, Card online, reference re_test_\d+: Refunded/)).toBeVisible();

  await staff.goto("/admin/payments");
  await expect(staff.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(staff.getByRole("link", { name: `#${orderId}` }).first()).toBeVisible();
  await staff.context().close();

  await page.reload();
  await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible();
});
