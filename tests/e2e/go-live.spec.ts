/**
 * Decision 090: a production installation takes no orders until the superintendent has worked
 * through the go-live checklist and gone live. On a production server of its own
 * (support/go-live-server.ts), behind TLS, with a mail server and a backup key.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { GTIN_OF } from "../support/pack-gtins";
import { keyFromUri, totp } from "../support/totp";
import { expectNoViolations, settled } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { type GoLiveServer, startGoLiveServer } from "./support/go-live-server";
import { twoFactorSetupOf } from "./support/untyped-routes";

let site: GoLiveServer;
test.beforeAll(async () => {
  site = await startGoLiveServer();
});
test.afterAll(async () => {
  await site?.stop();
});
test.use({ ignoreHTTPSErrors: true });

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });
const banner = (page: Page) => page.getByRole("region", { name: "Site notice" });

/** The pharmacy's own details, in place of the examples it was installed with. */
const OWN_SETTINGS: Record<string, string> = {
  company_name: "Riverside Pharmacy Ltd",
  pharmacy_address_line1: "2 Mill Lane",
  pharmacy_address_line2: "Wallingford",
  pharmacy_address_line3: "Oxfordshire OX10 0AA",
  contact_phone_number: "01491 000000",
  company_email: "hello@riverside.example.org",
  google_maps_embed_url: "https://www.google.com/maps?q=2+Mill+Lane,+Wallingford&output=embed",
  pharmacist_name: "Ann Jones",
  pharmacist_gphc_number: "2012345",
  pharmacist_email: "ann@riverside.example.org",
  pharmacy_gphc_premises_number: "1123456",
  payment_link_url: "https://pay.riverside.example.org/order",
};

/** The delivery the products first came in. */
const DELIVERY = { supplier: "Alliance Healthcare", invoiceReference: "INV-1" };

/** The superintendent's first sign-in: the password, then the authenticator set up (decision 065). */
async function signInFirstTime(request: APIRequestContext) {
  const headers = { origin: site.baseURL };
  const { email, password } = site.superintendent;
  const signIn = await request.post(`${site.baseURL}/api/auth/sign-in/email`, { data: { email, password }, headers });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const enable = await request.post(`${site.baseURL}/api/auth/two-factor/enable`, { data: { password }, headers });
  expect(enable.status(), await enable.text()).toBe(200);
  const { totpURI } = await twoFactorSetupOf(enable);
  const verify = await request.post(`${site.baseURL}/api/auth/two-factor/verify-totp`, {
    data: { code: totp(keyFromUri(totpURI)) },
    headers,
  });
  expect(verify.status(), await verify.text()).toBe(200);
}

test("the superintendent clears the go-live checklist and goes live", async ({ page }) => {
  test.setTimeout(240_000);
  const url = (path: string) => `${site.baseURL}${path}`;

  // A visitor: nothing can be ordered yet, and the site says so.
  await page.goto(url("/prices"));
  await expect(banner(page)).toHaveText("We are not taking orders yet.");

  await signInFirstTime(page.request);
  await page.goto(url("/admin"));
  const indicator = page.getByRole("link", { name: /^Go-live: \d+ open$/ });
  await expect(indicator).toBeVisible();
  await indicator.click();
  await expect(page.getByRole("heading", { level: 1, name: "Go-live checklist" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Not taking orders yet" })).toBeVisible();
  const items = page.getByRole("list", { name: "Go-live checklist items" });
  const item = (label: string) => items.getByRole("listitem").filter({ hasText: label });
  await expect(item("Pharmacy name shown on the site and in e-mails")).toContainText("Still the example value");
  await expect(page.getByRole("button", { name: "Go live" })).toBeDisabled();

  // An example value, through its link: the settings page opens at the field.
  await items.getByRole("link", { name: "Change display_name in System Settings" }).click();
  const field = page.getByLabel("display_name", { exact: true });
  await expect(field).toBeFocused();
  await field.fill("Riverside Pharmacy");
  await page.getByRole("button", { name: "Save display_name" }).click();
  await expect(toast(page, "Setting Updated")).toBeVisible();
  // The others, as that page saves them; the booking link points at a page that answers.
  const own = { ...OWN_SETTINGS, cal_booking_url: `${site.directURL}/contact` };
  for (const [key, value] of Object.entries(own)) {
    const res = await page.request.put(url(`/api/admin/settings/${key}`), {
      data: { value },
      headers: { origin: site.baseURL },
    });
    expect(res.status(), key).toBe(200);
  }

  // The superintendent's own name and GPhC number, on the Staff page.
  await page.goto(url("/admin/staff"));
  await page.getByRole("button", { name: "Edit details of Priya Shah" }).click();
  const details = page.getByRole("dialog", { name: "Edit details" });
  await details.getByLabel("Name").fill("Ann Jones");
  await details.getByLabel("GPhC number").fill("2012345");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(toast(page, "Details saved")).toBeVisible();

  // Stock received for every product (decision 124): the item links to the Stock page; the packs'
  // GTINs and a first delivery go in through the API here (the stock journey receives by scan).
  await page.goto(url("/admin/go-live"));
  await item("Stock received for every product").getByRole("link", { name: "Receive stock on the Stock page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Stock" })).toBeVisible();
  const headers = { origin: site.baseURL };
  for (const [id, gtin] of Object.entries(GTIN_OF)) {
    const set = await page.request.put(url(`/api/admin/products/${id}/gtin`), { data: { gtin }, headers });
    expect(set.status(), await set.text()).toBe(200);
    const data = { gtin, batchNumber: `FIRST-${id}`, expiryDate: "2030-12-31", quantity: 10, ...DELIVERY };
    const received = await page.request.post(url("/api/admin/stock/receive"), { data, headers });
    expect(received.status(), await received.text()).toBe(201);
  }

  // What is left is done from the checklist itself.
  await page.goto(url("/admin/go-live"));
  await settled(page);
  await expect(item("Stock received for every product")).toContainText("Done");
  await item("The booking link").getByRole("button", { name: "Check the booking link" }).click();
  await expect(item("The booking link")).toContainText("Done");
  await item("The mail server").getByRole("button", { name: "Send me a test e-mail" }).click();
  await expect(toast(page, "A test e-mail is on its way to you.")).toBeVisible();
  await expect.poll(site.received, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(async () => {
    await page.reload();
    await expect(item("The mail server")).toContainText("Done", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await item("A first backup").getByRole("button", { name: "Back up now" }).click();
  await expect(item("A first backup")).toContainText("Done", { timeout: 30_000 });
  await item("A restore test").getByRole("button", { name: "Test a restore" }).click();
  await expect(item("A restore test")).toContainText("Done", { timeout: 60_000 });

  await expect(page.getByRole("status").filter({ hasText: "Every item is done" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go-live: ready to go live" })).toBeVisible();
  await expectNoViolations(page, "the go-live checklist, cleared");
  await page.getByRole("button", { name: "Go live" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Go live?" });
  await confirm.getByRole("button", { name: "Go live" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Live since .*, by owner@golive\.test\.$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Taking orders" })).toBeVisible();

  // The site takes orders: the banner has gone from every public page.
  await page.goto(url("/prices"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});
