/**
 * Stock that is safe to supply (issue 29, decisions 121, 122, 124 and 125), one whole journey: a
 * patient on 12.5 mg finds 15 mg out of stock at the re-order check-in and asks to be told; two
 * batches are received by scan and the patient is told; their 15 mg order is dispensed from one
 * batch, whose recall holds the assembled pack until it is assembled again from the other; an
 * excursion holds the dispatch until a pharmacist's assessment; the parcel comes back undelivered
 * and the order is refunded, the pack quarantined. It runs with the serial journeys (an open
 * excursion holds every supply) on the 15 mg pen, which no other journey orders.
 */
import type { Page } from "@playwright/test";
import { expectNoViolations, fitsTheScreen, settled } from "../support/axe";
import { expect, latestMail, test } from "../support/fixtures";
import { checkIn, next, step, suppliedPatient } from "../support/reorder-checkin";
import { approveThroughApi } from "../support/review";
import { apiOf } from "../support/typed-api";
import {
  accuracyCheck,
  assemble,
  checkerPage,
  clinicalCheck,
  ensureRpOnDuty,
  expectState,
  move,
  printLabel,
  staffPage,
} from "../support/staff-orders";
import { DAY_MS } from "../../../src/shared/domain/dates";
import { GTIN_OF } from "../../support/pack-gtins";

const GS = "\x1d";
const GTIN = GTIN_OF[7]!;
const PRODUCT = "Mounjaro 15mg pre-filled pen (4 weekly doses)";
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const gs1 = (days: number) => day(days).slice(2).replaceAll("-", "");

/** "Receive stock" on the Stock page: one pack of `batch` scanned. */
async function receiveByScan(staff: Page, batch: string) {
  await staff.getByRole("button", { name: "Receive stock" }).click();
  const dialog = staff.getByRole("dialog", { name: "Receive stock" });
  await dialog.getByLabel("Scan pack").fill(`01${GTIN}17${gs1(365)}10${batch}${GS}21SN${batch}`);
  await expect(dialog.getByLabel("Batch number")).toHaveValue(batch);
  await dialog.getByLabel("Supplier").fill("Alliance Healthcare");
  await dialog.getByLabel("Invoice reference").fill(`INV-${batch}`);
  await dialog.getByRole("button", { name: "Receive stock" }).click();
  await expect(dialog).toBeHidden();
}

/** The assembly dialog with `batch` typed (its expiry as received). */
const assembleFrom = (batch: string) => async (d: ReturnType<Page["getByRole"]>) => {
  await d.getByLabel("Batch number").fill(batch);
  await d.getByLabel("Expiry date").fill(day(365));
};

test("stock that is safe to supply: out of stock, goods in, a recall, an excursion and a return", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36).toUpperCase();
  const [first, second] = [`SF${run}A`, `SF${run}B`];
  const staff = await staffPage(browser);
  await ensureRpOnDuty(staff);
  expect((await staff.request.put("/api/admin/products/7/gtin", { data: { gtin: GTIN } })).status()).toBe(200);
  // Tracked, with nothing that lasts the 28-day supply: out of stock.
  const short = await staff.request.post("/api/admin/stock/receive", {
    data: {
      gtin: GTIN,
      batchNumber: `SHORT${run}`,
      expiryDate: day(10),
      quantity: 1,
      supplier: "Alliance",
      invoiceReference: "I-0",
    },
  });
  expect(short.status(), await short.text()).toBe(201);

  // The patient's check-in: 15 mg cannot be chosen; they ask to be told.
  const { email, today, patientId } = await suppliedPatient(page, 22, 12.5);
  await checkIn(page, today, 6);
  await expect(page.getByRole("radio", { name: /Move up to 15 mg \(Temporarily out of stock\)/ })).toBeDisabled();
  await page.getByRole("button", { name: "Tell me when it is back: 15 mg" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "We will e-mail you when it is back in stock." }),
  ).toBeVisible();

  // Goods in: two batches, each by scan; the waiting patient is told, in words naming no medicine.
  await staff.goto("/admin/stock");
  await settled(staff);
  await receiveByScan(staff, first);
  await receiveByScan(staff, second);
  const product = staff.getByRole("region", { name: PRODUCT });
  await expect(product).toContainText("2 packs free to supply.");
  const told = await latestMail(page, email, "back_in_stock");
  expect(told.text).not.toMatch(/mg|Mounjaro|tirzepatide/i);

  // The patient asks again and chooses 15 mg; the prescriber approves it.
  await checkIn(page, today, 6);
  await page.getByRole("radiogroup").getByLabel("Move up to 15 mg").check();
  await next(page);
  await step(page, "Check and send");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  const me = await (await apiOf(page).account.$get()).json();
  const orderId = me.currentOrder!.orderId;
  await approveThroughApi(patientId, orderId);

  // Paid, checked, assembled from the first batch: the pack leaves free stock for the order.
  await staff.goto(`/admin/orders/${orderId}`);
  await move(staff, "Mark paid", "Prescribed", async (d) => {
    await d.getByLabel("Payment method").selectOption("card_in_pharmacy");
    await d.getByLabel("Reference").fill(`CARD-${orderId}`);
  });
  await clinicalCheck(staff);
  await assemble(staff, assembleFrom(first));
  await printLabel(staff, orderId);

  // The first batch is recalled: the pack is held, and assembled again from the second batch.
  const reference = `EL (26)A/${run}`;
  const recall = await staff.request.post("/api/admin/recalls/recorded", {
    data: {
      reference,
      recallClass: "2",
      productId: 7,
      batches: first,
      issuedOn: day(0),
      action: "Quarantine and return.",
    },
  });
  expect(recall.status(), await recall.text()).toBe(201);
  await staff.reload();
  const held = `Batch ${first} is recalled (${reference}).`;
  await expect(staff.getByText(held)).toBeVisible();
  await staff.getByRole("button", { name: "Assemble again", exact: true }).click();
  const again = staff.getByRole("dialog", { name: "Assemble" });
  await assembleFrom(second)(again);
  await again.getByRole("button", { name: "Record assembly" }).click();
  await expect(again).toBeHidden();
  await printLabel(staff, orderId);
  const checker = await checkerPage(browser);
  await accuracyCheck(checker, orderId);
  await checker.context().close();

  // The fridge goes out of range: the dispatch is held until a pharmacist's assessment.
  const warm = await staff.request.post("/api/admin/fridge", {
    data: { currentC: 6, minC: 3, maxC: 11, actionTaken: "Door found ajar during a delivery; closed." },
  });
  expect(warm.status(), await warm.text()).toBe(201);
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByText("The fridge is out of range: supply is held", { exact: false })).toBeVisible();
  await staff.goto("/admin/fridge");
  await staff.getByRole("button", { name: "Record assessment" }).click();
  const assessment = staff.getByRole("dialog", { name: "Record assessment" });
  await assessment.getByLabel("The stock").selectOption("usable");
  await assessment.getByLabel("Stability reference").fill("Manufacturer's stability letter, 2025-03");
  await assessment.getByLabel("Assessment").fill("Up to 11 °C for under an hour: within the stability data.");
  await assessment.getByRole("button", { name: "Record assessment" }).click();
  await expect(assessment).toBeHidden();

  // Released: dispatched; the parcel comes back undelivered, and the order is refunded.
  await staff.goto(`/admin/orders/${orderId}`);
  await move(staff, "Dispatch", "Dispatched", async (d) => {
    await d.getByLabel("Courier").selectOption("Royal Mail");
    await d.getByLabel("Tracking number").fill("AB123456789GB");
    await d.getByLabel("Cold-chain packaging", { exact: true }).selectOption({ index: 1 });
    const coldChain = d.getByLabel("Cold-chain packaging confirmed");
    if (await coldChain.isVisible()) await coldChain.check();
  });
  await staff.getByRole("group", { name: "Actions" }).getByRole("button", { name: "Record a return" }).click();
  const ret = staff.getByRole("dialog", { name: "Record a return" });
  await ret.getByLabel("Undelivered").check();
  await ret.getByLabel("Refund due").check();
  await ret.getByRole("button", { name: "Record return" }).click();
  await expect(ret).toBeHidden();
  await expectState(staff, "Refund due");

  // The stock says it all: the recalled batch and the returned pack in quarantine, none free.
  await staff.goto("/admin/stock");
  // Free, assembled for orders, quarantined: the recalled pack put back, the returned one came back.
  const places = (batch: string) => product.getByRole("row", { name: new RegExp(batch) }).getByRole("cell");
  for (const batch of [first, second]) {
    await expect(places(batch).nth(2)).toHaveText("0");
    await expect(places(batch).nth(3)).toHaveText("0");
    await expect(places(batch).nth(4)).toHaveText("1");
  }
  await expect(product).toContainText("Temporarily out of stock");
  await expectNoViolations(staff, "the stock page after a recall and a return");
  await staff.setViewportSize({ width: 360, height: 800 });
  await fitsTheScreen(staff);
  await staff.context().close();
});
