import type { Page } from "@playwright/test";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "../../src/shared/domain/clinical/exclusions";
import { SETTING_DEFAULTS } from "../../src/shared/domain/site/settings";
import { expect, signInAsAdmin, signUpViaApi, test } from "./support/fixtures";
import { apiOf } from "./support/typed-api";

const SCRIPT = `<script>window.__injected = "script"</script>`;
const IMG = `<img src=x onerror="window.__injected = 'img'">`;

test("a patient's name carrying HTML shows as text on the admin detail page, and nothing of it runs", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  const { email } = await signUpViaApi(page);
  const saved = await apiOf(page).patient.basic.$put({
    json: {
      forSelf: "yes",
      userType: "new",
      salutation: "",
      firstName: SCRIPT,
      lastName: IMG,
      email,
      phone: "07700 900123",
      dob: "1985-06-15",
      sex: "female",
      address1: `<b>1 High Street</b>`,
      address2: "",
      city: "Oxford",
      postcode: "OX1 1AA",
    },
  });
  expect(saved.status).toBe(200);
  const { patientId } = await saved.json();

  await page.context().clearCookies();
  await signInAsAdmin(page.request);

  await page.goto(`/admin/patients/${patientId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${SCRIPT} ${IMG}`);
  await expect(page.getByText("<b>1 High Street</b>", { exact: true })).toBeVisible();

  // No element was made from the stored text.
  expect(await page.locator("img[src='x']").count()).toBe(0);
  expect(await page.locator("script", { hasText: "__injected" }).count()).toBe(0);
  expect(await page.locator("b", { hasText: "1 High Street" }).count()).toBe(0);
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  return async () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test("the Content-Security-Policy lets the contact page's map and the consultation booking link work, and still refuses an inline script", async ({
  page,
  context,
}) => {
  // No real network: the map and the booking page answer from here, as Google and the booking site would.
  const mapUrl = new URL(SETTING_DEFAULTS.google_maps_embed_url);
  const bookingUrl = new URL(SETTING_DEFAULTS.cal_booking_url);
  await context.route(`${mapUrl.origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<p id=map>Map of the pharmacy</p>" }),
  );
  await context.route(`${bookingUrl.origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>Booking page</p>" }),
  );
  const violations = await recordCspViolations(page);

  await page.goto("/contact");
  const map = page.locator('iframe[title^="Map showing the location"]');
  await map.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe[title^="Map showing the location"]').locator("#map")).toHaveText(
    "Map of the pharmacy",
  );
  expect(await violations()).toEqual([]);

  // A completed order, made through the API, then its success page with the booking link.
  const { email } = await signUpViaApi(page);
  const answers = Object.fromEntries(
    [...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q) => [q.field, { answer: "no", details: "" }]),
  );
  const steps: Array<[string, string, unknown]> = [
    [
      "PUT",
      "/api/patient/basic",
      {
        forSelf: "yes",
        userType: "new",
        salutation: "",
        firstName: "Csp",
        lastName: "Check",
        email,
        phone: "07700 900123",
        dob: "1985-06-15",
        sex: "female",
        address1: "1 High Street",
        address2: "",
        city: "Oxford",
        postcode: "OX1 1AA",
      },
    ],
    [
      "PUT",
      "/api/patient/safety",
      {
        height: 170,
        weight: 100,
        answers,
        diabetes: { isDiabetic: "no", type: "", details: "" },
        gp: { practiceName: "Jericho Health Centre", practiceAddress: "Walton Street, Oxford", consent: "yes" },
      },
    ],
    ["POST", "/api/patient/dose", {}],
    [
      "PUT",
      "/api/patient/shipping",
      { deliveryMethod: "delivery", address1: "1 High Street", address2: "", city: "Oxford", postcode: "OX1 1AA" },
    ],
    ["POST", "/api/patient/complete", {}],
  ];
  for (const [method, url, data] of steps)
    expect((await page.request.fetch(url, { method, data })).status(), url).toBe(200);

  await page.goto("/order-success");
  const book = page.getByRole("link", { name: /Book Consultation/ });
  const [booking] = await Promise.all([page.waitForEvent("popup"), book.click()]);
  await booking.waitForLoadState();
  expect(booking.url().startsWith(SETTING_DEFAULTS.cal_booking_url)).toBe(true);
  await expect(booking.getByText("Booking page")).toBeVisible();
  expect(await violations()).toEqual([]);

  // The recorder does see a violation: an injected inline script is refused and never runs.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__inline = true";
    document.body.append(script);
  });
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline /)]);
  expect(await page.evaluate(() => (window as { __inline?: boolean }).__inline)).toBeUndefined();
});
