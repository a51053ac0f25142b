/**
 * Dispensing to pharmacy standards (issue 20, decisions 095-099): from the prescriber's approval
 * the superintendent records the pack's barcode for the product, signs in as the responsible
 * pharmacist, marks the order paid and does the clinical check; the pack is scanned (a GS1
 * DataMatrix typed into "Scan pack", a wrong strength refused first; the right one by a scanner
 * set up as sending | for the group separator), the label printed from its 70 × 35 mm page, and
 * a second member of staff does the accuracy check, which dispenses; the order is put out for
 * collection. Then a recall of that batch notifies the patient, who reads
 * it in their messages, and the recall page shows it read.
 */
import { expectNoViolations, settled } from "./support/axe";
import { expect, latestMail, test } from "./support/fixtures";
import { approvedOrder, completedOrder } from "./support/orders";
import { approveThroughApi } from "./support/review";
import {
  accuracyCheck,
  checkerPage,
  clinicalCheck,
  ensureRpOnDuty,
  expectState,
  move,
  staffPage,
} from "./support/staff-orders";
import { DAY_MS } from "../../src/shared/domain/dates";
import { scannerTestScan, separatorSentence } from "../../src/shared/domain/dispensing/scanner-separator";

const GS = "\x1d";
// The 2.5 mg pen's GTIN as the superintendent types it from the box, and another strength's.
const GTIN_2_5 = "09506000134352";
const OTHER_GTIN = "05012345678900";
const PRODUCT = "Mounjaro 2.5mg pre-filled pen (4 weekly doses)";

/** A GS1 date (YYMMDD) `days` from now. */
const gs1Date = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(2, 10).replaceAll("-", "");

test("an order goes from approval through the clinical check, a scanned pack, its label and a second person's check to Ready to collect; a recall of its batch reaches the patient", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { email, orderId } = await approvedOrder(page, "pickup");
  const batch = `E2E${orderId}`;
  const staff = await staffPage(browser);

  // The superintendent records the pack's barcode of the prescribed product.
  await staff.goto("/admin/pack-barcodes");
  await settled(staff);
  const gtin = staff.getByLabel(`GTIN of ${PRODUCT}`);
  await gtin.fill(GTIN_2_5);
  await gtin.locator("xpath=ancestor::form").getByRole("button", { name: "Save" }).click();
  await expect(staff.getByText(`${PRODUCT}: GTIN ${GTIN_2_5}.`)).toBeVisible();
  // This computer's scanner sends | in place of the group separator (decision 123).
  await staff.getByLabel("Scan the test code").fill(scannerTestScan("|"));
  await expect(staff.getByText(separatorSentence("|"))).toBeVisible();

  // The responsible pharmacist for the day (someone may already be).
  await staff.goto("/admin/rp-log");
  await settled(staff);
  const signIn = staff.getByRole("button", { name: "Sign in as responsible pharmacist" });
  if (await signIn.isVisible()) await signIn.click();
  await expect(staff.getByText("Nobody is signed in as the responsible pharmacist.")).toHaveCount(0);

  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await move(staff, "Mark paid", "Prescribed", async (d) => {
    await d.getByLabel("Payment method").selectOption("card_in_pharmacy");
    await d.getByLabel("Reference").fill(`CARD-${orderId}`);
  });
  const checklist = staff.getByRole("list", { name: "Dispensing checklist" });
  await expect(checklist.getByText("1. Clinical check (waiting)")).toBeVisible();
  await clinicalCheck(staff);
  await expect(checklist.getByText("1. Clinical check (done)")).toBeVisible();

  // Assemble: the pack of another strength is refused beside the scan; the right one fills the fields.
  await staff.getByRole("button", { name: "Assemble", exact: true }).click();
  const dialog = staff.getByRole("dialog", { name: "Assemble" });
  const scan = dialog.getByLabel("Scan pack");
  await scan.fill(`01${OTHER_GTIN}17${gs1Date(365)}10${batch}${GS}21SN0001`);
  await dialog.getByRole("button", { name: "Record assembly" }).click();
  await expect(dialog.getByText("This pack is not the prescribed strength.")).toBeVisible();
  await expect(scan).toHaveAttribute("aria-invalid", "true");
  // Scanned with the | this computer's scanner sends: read, and sent, as the group separator.
  await scan.fill(`01${GTIN_2_5}17${gs1Date(365)}10${batch}|21SN0001`);
  await expect(dialog.getByRole("status").filter({ hasText: `Read from the pack: batch ${batch}` })).toBeVisible();
  await expect(dialog.getByLabel("Batch number")).toHaveValue(batch);
  await expect(dialog.getByLabel("Serial number (optional)")).toHaveValue("SN0001");
  await dialog.getByRole("button", { name: "Record assembly" }).click();
  await expect(dialog).toBeHidden();
  await expect(checklist.getByText(new RegExp(`batch ${batch}, expiry .*, serial SN0001 \\(scanned\\)`))).toBeVisible();
  // The accuracy check waits for the label.
  await expect(checklist.getByText("3. Accuracy check (not yet)")).toBeVisible();

  // The label: the legal particulars, at its size; printing it is recorded.
  await staff.getByRole("link", { name: "Print label" }).click();
  const label = staff.getByRole("article", { name: "Dispensing label" });
  await expect(label).toContainText("Mounjaro 2.5 mg pre-filled pen");
  // The prescriber's directions word for word (decision 120), nothing cut at the label's edge.
  await expect(label).toContainText("Inject one dose under the skin once a week, on the same day each week.");
  expect(await label.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
  await expect(label).toContainText("1 pre-filled pen (4 doses)");
  await expect(label).toContainText("Keep out of the sight and reach of children");
  await expect(label).toContainText("Store in a refrigerator (2 °C to 8 °C)");
  await expect(label).toContainText("Ada Lovelace");
  const size = await label.boundingBox();
  // 70 × 35 mm at 96 px to the inch.
  expect(Math.round(size!.width)).toBe(265);
  expect(Math.round(size!.height)).toBe(132);
  await expectNoViolations(staff, "the label's print page");
  await staff.getByRole("button", { name: "Print label" }).click();
  await expect(staff.getByText(/^Printed once; last by /)).toBeVisible();
  await staff.getByRole("link", { name: "Back to the order" }).click();
  await expect(checklist.getByText("3. Accuracy check (waiting)")).toBeVisible();
  // The person who assembled may not check it (lone working is off).
  await expect(
    staff.getByText("Another member of staff must do the accuracy check: you assembled this pack."),
  ).toBeVisible();
  await expectNoViolations(staff, "the order's dispensing checklist");

  // The second person's accuracy check dispenses.
  const checker = await checkerPage(browser);
  await accuracyCheck(checker, orderId);
  await expect(checker.getByText("3. Accuracy check (done)")).toBeVisible();
  await checker.context().close();
  await staff.reload();
  await expectState(staff, "Dispensed");
  await move(staff, "Ready to collect", "Ready to collect");

  // A recall of the batch.
  await staff.goto("/admin/recalls");
  await settled(staff);
  await staff.getByLabel("Batch number").fill(batch.toLowerCase());
  await staff.getByRole("button", { name: "Find orders", exact: true }).click();
  const row = staff.getByRole("row").filter({ hasText: `#${orderId}` });
  await expect(row).toContainText("Ada Lovelace");
  await expect(row).toContainText("Not sent");
  await staff.getByRole("button", { name: "Notify affected patients" }).click();
  await expect(row).toContainText("Sent by");
  await expect(row).toContainText("Not read yet");
  await expectNoViolations(staff, "the recall page");

  const mail = await latestMail(page, email, "recall_notice");
  expect(mail.subject).toBe("The Village Pharmacy needs to speak to you about a recent order");
  expect(mail.text).not.toContain(batch);
  await page.goto("/account/messages");
  await expect(page.getByText(`We need to speak to you about your order #${orderId}.`)).toBeVisible();

  await staff.reload();
  await expect(staff.getByRole("row").filter({ hasText: `#${orderId}` })).not.toContainText("Not read yet");
  await staff.context().close();
});

test("directions that do not fit one label continue on a second, word for word, nothing cut (decision 120)", async ({
  page,
  browser,
}) => {
  test.slow();
  const directions =
    "Inject 2.5 mg under the skin once a week on the same day each week, starting one week after your last 5 mg dose. " +
    "If you miss a dose, take it within four days; after that, skip it and take the next one on your usual day.";
  const { orderId, patientId } = await completedOrder(page, "pickup");
  await approveThroughApi(patientId, orderId, directions);
  const staff = await staffPage(browser);
  await ensureRpOnDuty(staff);
  for (const [path, body] of [
    ["mark-paid", { method: "card_in_pharmacy", reference: `CARD-${orderId}` }],
    ["clinical-check", { confirmed: true }],
    [
      "assemble",
      { batchNumber: "BN-LONG-1", expiryDate: new Date(Date.now() + 365 * DAY_MS).toISOString().slice(0, 10) },
    ],
  ] as const) {
    const res = await staff.request.post(`/api/admin/orders/${orderId}/${path}`, { data: body });
    expect(res.status(), await res.text()).toBe(200);
  }
  await staff.goto(`/admin/orders/${orderId}/label`);
  const labels = staff.getByRole("article", { name: /^Dispensing label \d of 2$/ });
  await expect(labels).toHaveCount(2);
  await expect(staff.getByText("2 labels, shown at their printed size", { exact: false })).toBeVisible();
  // Each label's first paragraph is its part of the directions: together, the prescriber's words.
  const parts = await Promise.all((await labels.all()).map((l) => l.locator("p").first().innerText()));
  expect(parts.join(" ").replace(" (continued)", "")).toBe(directions);
  for (const label of await labels.all()) {
    await expect(label).toContainText("Keep out of the sight and reach of children");
    await expect(label).toContainText("Ada Lovelace");
    expect(await label.evaluate((el) => el.scrollHeight <= el.clientHeight), "the label's text fits").toBe(true);
  }
  await expect(labels.nth(0)).toContainText("1 of 2");
  await expect(labels.nth(1)).toContainText("2 of 2");
  await expectNoViolations(staff, "the two labels' print page");
  await staff.context().close();
});
