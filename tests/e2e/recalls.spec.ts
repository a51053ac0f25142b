/**
 * A recall that holds (issue 29, decision 122): a pack is assembled from a batch; the recall of
 * that batch is recorded from the alert; the pack is held at the accuracy check, with the reason
 * on the order page, until it is assembled again from another batch; the dashboard lists the
 * recall until a pharmacist closes it with what was done. Its batches are the journey's own, so
 * the other journeys' supplies go on.
 */
import { expectNoViolations, fitsTheScreen, settled } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { approvedOrder } from "./support/orders";
import {
  accuracyCheck,
  assemble,
  checkerPage,
  clinicalCheck,
  ensureRpOnDuty,
  move,
  printLabel,
  staffPage,
} from "./support/staff-orders";
import { DAY_MS } from "../../src/shared/domain/dates";

const PRODUCT = "Mounjaro 2.5mg pre-filled pen (4 weekly doses)";
const inAYear = () => new Date(Date.now() + 365 * DAY_MS).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

test("a recorded recall holds a pack of its batch until it is assembled again from another; a pharmacist closes it", async ({
  page,
  browser,
}) => {
  test.slow();
  const { orderId } = await approvedOrder(page, "pickup");
  const recalled = `RCL-${orderId}`;
  const reference = `EL (26)A/${orderId}`;
  const staff = await staffPage(browser);
  await staff.goto(`/admin/orders/${orderId}`);
  await move(staff, "Mark paid", "Prescribed", async (d) => {
    await d.getByLabel("Payment method").selectOption("card_in_pharmacy");
    await d.getByLabel("Reference").fill(`CARD-${orderId}`);
  });
  await ensureRpOnDuty(staff);
  await staff.reload();
  await clinicalCheck(staff);
  await assemble(staff, async (d) => {
    await d.getByLabel("Batch number").fill(recalled);
    await d.getByLabel("Expiry date").fill(inAYear());
  });
  await printLabel(staff, orderId);

  // The alert arrives: the recall is recorded, with the keyboard where a dialog opens.
  await staff.goto("/admin/recalls");
  await settled(staff);
  await staff.getByRole("button", { name: "Record recall" }).click();
  const dialog = staff.getByRole("dialog", { name: "Record recall" });
  await dialog.getByRole("button", { name: "Record recall" }).click();
  await expect(dialog.getByLabel("Alert reference")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Enter at least one batch number")).toBeVisible();
  await dialog.getByLabel("Alert reference").fill(reference);
  await dialog.getByLabel("Class").selectOption("2");
  await dialog.getByLabel("Product").selectOption({ label: PRODUCT });
  await dialog.getByLabel("Batch numbers").fill(`${recalled.toLowerCase()}\nRCL-OTHER-${orderId}`);
  await dialog.getByLabel("Date of the alert").fill(today());
  await dialog.getByLabel("Action").fill("Quarantine all stock of these batches and return it to the wholesaler.");
  await expectNoViolations(staff, "the Record recall dialog");
  await dialog.getByRole("button", { name: "Record recall" }).click();
  await expect(dialog).toBeHidden();
  const item = staff
    .getByRole("listitem")
    .filter({ has: staff.getByRole("heading", { name: new RegExp(reference.replace(/[()/]/g, "\\$&")) }) });
  await expect(item).toContainText("Open");
  await expect(item.getByRole("button", { name: `Find orders from ${recalled}` })).toBeVisible();
  await expectNoViolations(staff, "the recalls page with a recorded recall");

  // The pack already assembled is held: the order page says why, and the check is refused.
  const checker = await checkerPage(browser);
  await checker.goto(`/admin/orders/${orderId}`);
  const held = `Batch ${recalled} is recalled (${reference}).`;
  await expect(checker.getByText(held)).toBeVisible();
  await checker.getByRole("button", { name: "Accuracy check", exact: true }).click();
  const check = checker.getByRole("dialog", { name: "Accuracy check" });
  for (const box of await check.getByRole("checkbox").all()) await box.check();
  await check.getByRole("button", { name: "Record accuracy check" }).click();
  await expect(checker.getByText(held).last()).toBeVisible();
  await checker.keyboard.press("Escape");

  // Assembled again from another batch, labelled and checked: dispensed.
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByText(held)).toBeVisible();
  await staff.getByRole("button", { name: "Assemble again", exact: true }).click();
  const again = staff.getByRole("dialog", { name: "Assemble" });
  await again.getByLabel("Batch number").fill(`RCL-GOOD-${orderId}`);
  await again.getByLabel("Expiry date").fill(inAYear());
  await again.getByRole("button", { name: "Record assembly" }).click();
  await expect(again).toBeHidden();
  await printLabel(staff, orderId);
  await expect(staff.getByText(held)).toHaveCount(0);
  await accuracyCheck(checker, orderId);
  await checker.context().close();

  // The dashboard lists the recall until a pharmacist closes it with what was done.
  await staff.goto("/admin");
  await expect(staff.getByRole("link", { name: /Open recalls/ })).toContainText(reference);
  await staff.goto("/admin/recalls");
  await staff.setViewportSize({ width: 360, height: 800 });
  await item.getByRole("button", { name: "Close recall" }).click();
  const close = staff.getByRole("dialog", { name: `Close recall ${reference}` });
  await close.getByLabel("What was done").fill("One pack quarantined before supply and returned; no patient supplied.");
  await close.getByRole("button", { name: "Close recall" }).click();
  await expect(close).toBeHidden();
  await expect(item).toContainText("Closed by");
  await fitsTheScreen(staff);
  await staff.goto("/admin");
  await expect(staff.getByRole("link", { name: /Open recalls/ })).not.toContainText(reference);
  await staff.context().close();
});
