/**
 * Out of stock (issue 29, decision 124): the 10 mg pen, which no other journey orders, is tracked
 * with only a short-dated pack: a transfer patient sees it "Temporarily out of stock" on the dose
 * step, cannot choose it, and asks to be told; the next delivery e-mails them, naming no medicine,
 * and the dose can be chosen. Keyboard, 360 px, axe clean.
 */
import { expectNoViolations, fitsTheScreen } from "./support/axe";
import { expect, latestMail, signUpViaApi, test } from "./support/fixtures";
import { completeBasicStep, completeSafetyStep } from "./patient-steps";
import { staffPage } from "./support/staff-orders";
import { apiOf } from "./support/typed-api";
import { DAY_MS } from "../../src/shared/domain/dates";
import { GTIN_OF } from "../support/pack-gtins";

const GTIN = GTIN_OF[5]!;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const DELIVERY = { supplier: "Alliance Healthcare", invoiceReference: "INV-BACK" };

test("a strength out of stock cannot be chosen; the patient asks to be told, and is, when it comes in", async ({
  page,
  browser,
}) => {
  test.slow();
  const staff = await staffPage(browser);
  const receive = async (batchNumber: string, expiryDate: string) => {
    const res = await apiOf(staff).admin.stock.receive.$post({
      json: { gtin: GTIN, batchNumber, expiryDate, quantity: 1, ...DELIVERY },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  };
  expect((await staff.request.put("/api/admin/products/5/gtin", { data: { gtin: GTIN } })).status()).toBe(200);
  // Tracked, with nothing that lasts the 28-day supply.
  await receive(`SHORT${Date.now()}`, day(10));

  const { email } = await signUpViaApi(page);
  await page.goto("/patient-form/basic");
  await completeBasicStep(page, { userType: "existing" });
  await completeSafetyStep(page);
  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  const tenMg = page.getByRole("radio", { name: /10mg/ });
  await expect(tenMg).toBeDisabled();
  await expect(page.getByText("(Temporarily out of stock)")).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await fitsTheScreen(page);
  await expectNoViolations(page, "the dose step with a strength out of stock");
  const tell = page.getByRole("button", { name: /Tell me when it is back: Mounjaro 10mg/ });
  await tell.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "We will e-mail you when it is back in stock." }),
  ).toBeVisible();
  // Still asked after a reload: the wish is the server's.
  await page.reload();
  await expect(page.getByText("We will e-mail you when it is back in stock.")).toBeVisible();

  // The next delivery is in date: the waiting patient is told, in words that name no medicine.
  expect(await receive(`BACK${Date.now()}`, day(365))).toEqual(expect.objectContaining({ patientsTold: 1 }));
  const mail = await latestMail(page, email, "back_in_stock");
  expect(mail.text).toContain("back in stock");
  expect(mail.text).not.toMatch(/mg|Mounjaro|tirzepatide/i);

  await page.reload();
  await expect(tenMg).toBeEnabled();
  await tenMg.click();
  await expect(tenMg).toBeChecked();
  await staff.context().close();
});
