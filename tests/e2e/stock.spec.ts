/**
 * Stock on hand (issue 29, decision 124): the 12.5 mg pen (which no other journey orders) is not
 * tracked until its first goods in; two batches are received by scanning a pack of each, one of
 * them short-dated; a broken pack is adjusted with its reason; the movements list every change
 * and export as CSV. Keyboard and 360 px, axe clean.
 */
import { expectNoViolations, fitsTheScreen, settled } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { staffPage } from "./support/staff-orders";
import { DAY_MS } from "../../src/shared/domain/dates";
import { GTIN_OF } from "../support/pack-gtins";

const GS = "\x1d";
const PRODUCT = "Mounjaro 12.5mg pre-filled pen (4 weekly doses)";
const GTIN = GTIN_OF[6]!;
/** A GS1 date (YYMMDD) `days` from now. */
const gs1Date = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(2, 10).replaceAll("-", "");

test("goods in by scan, short-dated stock marked, a broken pack adjusted, every movement listed", async ({
  browser,
}) => {
  test.slow();
  const staff = await staffPage(browser);
  const run = Date.now().toString(36).toUpperCase();
  const [good, short] = [`GI${run}A`, `GI${run}B`];

  await staff.goto("/admin/pack-barcodes");
  await settled(staff);
  const gtin = staff.getByLabel(`GTIN of ${PRODUCT}`);
  await gtin.fill(GTIN);
  await gtin.locator("xpath=ancestor::form").getByRole("button", { name: "Save" }).click();
  await expect(staff.getByText(`${PRODUCT}: GTIN ${GTIN}.`)).toBeVisible();

  await staff.getByRole("navigation", { name: "Dispensary" }).getByRole("link", { name: "Stock" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Stock" })).toBeVisible();
  const product = staff.getByRole("region", { name: PRODUCT });

  // Two batches in by scan, the keyboard alone: the scan fills the GTIN, batch and expiry.
  for (const [batch, days, packs] of [
    [good, 365, "5"],
    [short, 20, "2"],
  ] as const) {
    await staff.getByRole("button", { name: "Receive stock" }).focus();
    await staff.keyboard.press("Enter");
    const dialog = staff.getByRole("dialog", { name: "Receive stock" });
    await expect(dialog.getByLabel("Scan pack")).toBeFocused();
    await staff.keyboard.type(`01${GTIN}17${gs1Date(days)}10${batch}${GS}21SN${batch}`);
    await expect(dialog.getByLabel("Batch number")).toHaveValue(batch);
    await expect(dialog.getByLabel("GTIN")).toHaveValue(GTIN);
    await dialog.getByLabel("Packs").fill(packs);
    await dialog.getByLabel("Supplier").fill("Alliance Healthcare");
    await dialog.getByLabel("Invoice reference").fill(`INV-${run}`);
    if (batch === good) await expectNoViolations(staff, "the Receive stock dialog");
    await dialog.getByLabel("Invoice reference").press("Enter");
    await expect(dialog).toBeHidden();
  }
  await expect(product.getByRole("row", { name: new RegExp(good) })).toContainText("5");
  await expect(product.getByRole("row", { name: new RegExp(short) })).toContainText("Short-dated");
  await expect(product).toContainText("5 packs free to supply.");

  // A pack dropped: adjusted with the reason, which is required.
  await product.getByRole("button", { name: `Adjust batch ${good}` }).click();
  const adjust = staff.getByRole("dialog", { name: `Adjust batch ${good}` });
  await adjust.getByLabel("Adjustment").selectOption("broken");
  await adjust.getByRole("button", { name: "Record adjustment" }).click();
  await expect(adjust.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await adjust.getByLabel("Reason").fill("Dropped while unpacking the delivery");
  await adjust.getByRole("button", { name: "Record adjustment" }).click();
  await expect(adjust).toBeHidden();
  await expect(product).toContainText("4 packs free to supply.");

  const movements = staff.getByRole("table").last();
  await expect(movements.getByRole("row").nth(1)).toContainText("Broken");
  await expect(movements).toContainText(`Alliance Healthcare, invoice INV-${run}`);
  await expect(staff.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    "/api/admin/stock/movements.csv",
  );
  await expectNoViolations(staff, "the stock page");
  await staff.setViewportSize({ width: 360, height: 800 });
  await fitsTheScreen(staff);
  await staff.screenshot({ path: ".tmp/stock-360.png", fullPage: true });
  await staff.context().close();
});
