/**
 * Orders to the door (issue 12), by delivery: from the prescriber's approval, the pharmacy marks
 * the order paid, dispenses it and dispatches it; the patient follows it on /account, with the
 * tracking number, and confirms it arrived.
 */
import { expect, latestMail, test } from "./support/fixtures";
import { approvedOrder } from "./support/orders";
import { move, payAndDispense, staffPage } from "./support/staff-orders";

test("an approved delivery order is paid, dispensed and dispatched, and the patient sees the tracking number", async ({
  page,
  browser,
}) => {
  test.slow();
  const { email, orderId } = await approvedOrder(page, "delivery");

  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(page.getByText("Approved, awaiting payment", { exact: true }).first()).toBeVisible();
  // Card payments are set up (decision 100): the patient may pay online; the pharmacy here takes it at the counter.
  await expect(page.getByRole("button", { name: "Pay now" })).toBeVisible();

  const staff = await staffPage(browser);
  await payAndDispense(browser, staff, orderId);
  await move(staff, "Dispatch", "Dispatched", async (d) => {
    await d.getByLabel("Courier").selectOption("Royal Mail");
    await d.getByLabel("Tracking number").fill("ab 123456789 gb");
    // Every dispatch records the cold-chain packaging (decision 121).
    await d
      .getByLabel("Cold-chain packaging", { exact: true })
      .selectOption("Insulated pouch with 2 cool packs (48 hours)");
    // On a Friday or Saturday the parcel may sit in a depot over the weekend: confirmed first.
    const coldChain = d.getByLabel("Cold-chain packaging confirmed");
    if (await coldChain.isVisible()) await coldChain.check();
  });
  await expect(staff.getByRole("link", { name: "AB123456789GB" })).toBeVisible();
  await staff.context().close();

  const mail = await latestMail(page, email, "order_dispatched");
  expect(mail.subject).toBe(`Your order #${orderId} has been dispatched`);

  await page.goto("/account");
  await expect(page.getByText("Dispatched", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /AB123456789GB/ })).toHaveAttribute(
    "href",
    /royalmail\.com.*AB123456789GB/,
  );
  await expect(page.getByRole("region", { name: `Timeline of order #${orderId}` })).toBeVisible();

  await page.getByRole("button", { name: "I've received it" }).click();
  await expect(page.getByText("Delivered", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "I've received it" })).toHaveCount(0);
});
