/**
 * Accessibility of the dispensary (issue 20): axe WCAG 2.2 A/AA and a 360 px phone on each of
 * its pages, and the keyboard alone through the assembly of a pack, where a scanner's Enter
 * reads the code without submitting, and through the scanner set-up of the pack barcodes page
 * (decision 123; the fridge reading out of range is a serial journey: serial/fridge-excursion.spec.ts).
 */
import { expectNoViolations, fitsTheScreen, settled } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { approvedOrder } from "./support/orders";
import { ensureRpOnDuty, staffPage } from "./support/staff-orders";
import { DAY_MS } from "../../src/shared/domain/dates";
import {
  scannerTestScan,
  SEPARATOR_MESSAGES,
  separatorSentence,
} from "../../src/shared/domain/dispensing/scanner-separator";

for (const [route, heading] of [
  ["/admin/rp-log", "Responsible pharmacist log"],
  ["/admin/fridge", "Fridge temperatures"],
  ["/admin/incidents", "Incidents and near misses"],
  ["/admin/recalls", "Batch recall"],
  ["/admin/pack-barcodes", "Pack barcodes"],
] as const) {
  test(`the back office's ${route} on a phone`, async ({ browser }) => {
    const staff = await staffPage(browser);
    await staff.setViewportSize({ width: 360, height: 740 });
    await staff.goto(route);
    await settled(staff);
    await expect(staff.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await fitsTheScreen(staff);
    await expectNoViolations(staff, `${route} at 360 px`);
    await staff.context().close();
  });
}

test("an order's assembly with the keyboard, on a phone: the scanner's Enter reads the pack and submits nothing", async ({
  page,
  browser,
}) => {
  test.slow(); // the order is made, approved, paid and checked through the API first
  const { orderId } = await approvedOrder(page, "delivery");
  const staff = await staffPage(browser);
  await ensureRpOnDuty(staff);
  for (const [path, data] of [
    ["mark-paid", { method: "payment_link", reference: `PAY-${orderId}` }],
    ["clinical-check", { confirmed: true }],
  ] as const) {
    const res = await staff.request.post(`/api/admin/orders/${orderId}/${path}`, { data });
    expect(res.status(), await res.text()).toBe(200);
  }
  await staff.setViewportSize({ width: 360, height: 740 });
  await staff.goto(`/admin/orders/${orderId}`);
  await settled(staff);
  await fitsTheScreen(staff);
  await expectNoViolations(staff, `/admin/orders/${orderId} waiting for its assembly at 360 px`);

  await staff.getByRole("button", { name: "Assemble", exact: true }).focus();
  await staff.keyboard.press("Enter");
  const dialog = staff.getByRole("dialog", { name: "Assemble" });
  await expect(dialog.getByLabel("Scan pack")).toBeFocused();
  // A code that is not a pack's: the message is tied to the field, and Enter submits nothing.
  await staff.keyboard.type("HELLO");
  await staff.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Scan pack")).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(staff, "the Assemble dialog with an unreadable scan");
  // Typed by hand instead.
  await dialog.getByLabel("Scan pack").fill("");
  await staff.keyboard.press("Tab");
  await expect(dialog.getByLabel("Batch number")).toBeFocused();
  await staff.keyboard.type(`KB${orderId}`);
  await staff.keyboard.press("Tab");
  await expect(dialog.getByLabel("Expiry date")).toBeFocused();
  await dialog.getByLabel("Expiry date").fill(new Date(Date.now() + 200 * DAY_MS).toISOString().slice(0, 10));
  await dialog.getByLabel("Serial number (optional)").focus();
  await staff.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(staff.getByText(new RegExp(`batch KB${orderId}, expiry .* \\(typed\\)`))).toBeVisible();
  await fitsTheScreen(staff);
  await staff.context().close();
});

test("the scanner set-up with the keyboard, on a phone: a scanner that drops the separator is told so, one that sends | is learnt, kept and forgotten", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  await staff.setViewportSize({ width: 360, height: 740 });
  await staff.goto("/admin/pack-barcodes");
  await settled(staff);
  await expect(staff.getByRole("heading", { level: 2, name: "Scanner set-up" })).toBeVisible();
  await expect(staff.getByRole("img", { name: "Scanner test code" })).toBeVisible();
  const notSetUp = staff.getByText("Not set up on this computer: scans are read as the scanner sends them.");
  await expect(notSetUp).toBeVisible();
  const field = staff.getByLabel("Scan the test code");
  await field.focus();

  // Nothing between the batch and the serial: the refusal is said, and tied to the field.
  await staff.keyboard.type(scannerTestScan(""));
  await staff.keyboard.press("Enter");
  await expect(staff.getByText(SEPARATOR_MESSAGES.dropped)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(SEPARATOR_MESSAGES.dropped);
  await expect(notSetUp).toBeVisible();
  await fitsTheScreen(staff);
  await expectNoViolations(staff, "the scanner set-up refusing a dropped separator at 360 px");

  // A scanner that sends | in its place, as it types, Enter last.
  await expect(field).toBeFocused();
  await staff.keyboard.type(scannerTestScan("|"));
  await staff.keyboard.press("Enter");
  await expect(staff.getByRole("status").filter({ hasText: separatorSentence("|") })).toBeVisible();
  await expect(field).not.toHaveAttribute("aria-invalid");
  await expect(field).toHaveValue("");
  await expectNoViolations(staff, "the scanner set-up with | learnt at 360 px");

  // Kept on this computer; Forget, with the keyboard, forgets it.
  await staff.reload();
  await settled(staff);
  await expect(
    staff.getByText("Set up on this computer: the scanner sends | in place of the group separator."),
  ).toBeVisible();
  await staff.getByRole("button", { name: "Forget" }).focus();
  await staff.keyboard.press("Enter");
  await expect(notSetUp).toBeVisible();
  await expect(staff.getByRole("button", { name: "Forget" })).toHaveCount(0);
  await fitsTheScreen(staff);
  await staff.context().close();
});
