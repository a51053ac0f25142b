/**
 * Accessibility (issue 7): axe-core finds no WCAG 2.2 A/AA violation on any route: public,
 * the patient form steps signed in, and the admin area signed in as an employee, including
 * open dialogs and menus.
 */
import type { APIRequest, Page } from "@playwright/test";
import { randomBytes, randomInt } from "node:crypto";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "../../src/shared/domain/clinical/exclusions";
import { completeBasicStep, completeSafetyStep } from "./patient-steps";
import { expectNoViolations, settled } from "./support/axe";
import { expect, signInAsAdmin, signUpViaApi, test, uniqueEmail } from "./support/fixtures";
import { apiOf } from "./support/typed-api";

/** A toast is fully on screen (its entry animation changes its opacity, and so its contrast). */
async function toastShown(page: Page) {
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS("opacity", "1");
}

const PUBLIC_ROUTES = [
  "/",
  "/how-it-works",
  "/how-it-works/existing",
  "/am-i-suitable",
  "/prices",
  "/contact",
  "/about",
  "/terms",
  "/privacy",
  "/data",
  "/auth",
  "/no-such-page",
  "/admin/login",
];

test.describe("public routes", () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} has no WCAG 2.2 A/AA violation`, async ({ page }) => {
      await page.goto(route);
      await settled(page);
      await expectNoViolations(page, route);
    });
  }

  test("the e-mail confirmation view of /auth, before and after a refused link", async ({ page }) => {
    await page.goto("/auth?token=not-a-real-token&type=signup");
    await settled(page);
    const confirm = page.getByRole("button", { name: "Confirm my e-mail address" });
    await expect(confirm).toBeVisible();
    await expectNoViolations(page, "/auth e-mail confirmation");
    await confirm.click();
    await expect(page.getByRole("alert").filter({ hasText: /link/i })).toBeVisible();
    await expectNoViolations(page, "/auth e-mail confirmation refused");
  });

  test("the sign-up and forgotten-password views of /auth, with errors shown", async ({ page }) => {
    await page.goto("/auth");
    await settled(page);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByRole("tabpanel").getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("tabpanel").locator("[aria-invalid=true]").first()).toBeVisible();
    await toastShown(page);
    await expectNoViolations(page, "/auth sign-up with errors");

    await page.getByRole("tab", { name: "Sign In" }).click();
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await expectNoViolations(page, "/auth forgotten password");
  });

  test("the navigation menu on a phone, open", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await settled(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await expectNoViolations(page, "/ with the phone menu open");
  });
});

test("the patient form, signed in, step by step", async ({ page }) => {
  // Ten checks in one journey: give it the time of three tests on a slow machine.
  test.slow();
  await signUpViaApi(page);
  await page.goto("/patient-form/basic");
  await settled(page);
  await expectNoViolations(page, "/patient-form/basic");

  await page.getByRole("button", { name: "Next: Safety Check" }).click();
  await toastShown(page);
  await expectNoViolations(page, "/patient-form/basic with errors and a toast");

  await completeBasicStep(page, { userType: "new" });
  await expect(page).toHaveURL(/\/patient-form\/safety$/);
  await settled(page);
  await expectNoViolations(page, "/patient-form/safety");
  const conditions = page.getByRole("group", { name: "Do you have any other medical conditions?" });
  await conditions.getByRole("radio", { name: "Yes" }).click();
  await expectNoViolations(page, "/patient-form/safety with a details field open");

  await completeSafetyStep(page);
  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  await settled(page);
  await expectNoViolations(page, "/patient-form/dose");

  await page.getByRole("button", { name: "Next: Shipping" }).click();
  await expect(page).toHaveURL(/\/patient-form\/shipping$/);
  await settled(page);
  await expectNoViolations(page, "/patient-form/shipping");

  await page.getByRole("button", { name: "Next: Confirmation" }).click();
  await expect(page).toHaveURL(/\/patient-form\/confirmation$/);
  await settled(page);
  await expectNoViolations(page, "/patient-form/confirmation");

  await page.getByRole("button", { name: /^Account menu for / }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoViolations(page, "/patient-form/confirmation with the account menu open");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page).toHaveURL(/\/order-success$/);
  await settled(page);
  await expectNoViolations(page, "/order-success");
});

/** A patient to review, created the way a real one is: a separate visitor through the API. */
async function patientToReview(request: APIRequest, baseURL: string | undefined) {
  const visitor = await request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
  });
  const email = uniqueEmail("a11y");
  const lastName = `Axe${randomBytes(3).toString("hex")}`;
  await signUpViaApi(visitor, email);
  const basic = await visitor.put("/api/patient/basic", {
    data: {
      forSelf: "yes",
      userType: "new",
      salutation: "Mr",
      firstName: "Alan",
      lastName,
      email,
      phone: "07700 900123",
      dob: "1980-06-15",
      sex: "male",
      address1: "3 Mill Lane",
      address2: "",
      city: "Abingdon",
      postcode: "OX14 1AA",
    },
  });
  expect(basic.status(), await basic.text()).toBe(200);
  const answers = Object.fromEntries(
    [...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q) => [q.field, { answer: "no", details: "" }]),
  );
  answers[EXCLUSIONS[0]!.field] = { answer: "yes", details: "Noted for review" };
  const safety = await visitor.put("/api/patient/safety", {
    data: {
      height: 180,
      weight: 110,
      answers,
      diabetes: { isDiabetic: "no", type: "", details: "" },
      gp: { practiceName: "Jericho Health Centre", practiceAddress: "Walton Street, Oxford", consent: "yes" },
    },
  });
  expect(safety.status(), await safety.text()).toBe(200);
  await visitor.dispose();
  return lastName;
}

async function signInAsEmployee(page: Page) {
  await signInAsAdmin(page.request);
}

async function patientId(page: Page, lastName: string) {
  const list = await (await apiOf(page).admin.patients.$get({ query: { search: lastName } })).json();
  return list.data[0]!.patient_id;
}

// The admin area, signed in as the employee: one test per page or dialog, so each check has
// the whole test time to itself.
test.describe("the admin area, signed in as the employee", () => {
  for (const route of ["/admin", "/admin/patients", "/admin/staff", "/admin/system-settings", "/admin/no-such-page"]) {
    test(`${route} has no WCAG 2.2 A/AA violation`, async ({ page }) => {
      await signInAsEmployee(page);
      await page.goto(route);
      await settled(page);
      await expectNoViolations(page, route);
    });
  }

  test("the patient list searched, and a patient's detail page with its dialogs open", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const lastName = await patientToReview(playwright.request, baseURL);
    await signInAsEmployee(page);
    await page.goto(`/admin/patients?search=${lastName}`);
    await settled(page);
    await expectNoViolations(page, "/admin/patients searched");

    const id = await patientId(page, lastName);
    await page.goto(`/admin/patients/${id}`);
    await settled(page);
    await expectNoViolations(page, `/admin/patients/${id}`);
    await page.getByRole("button", { name: "Update Status" }).click();
    await expect(page.getByRole("dialog", { name: "Update Status" })).toBeVisible();
    await expectNoViolations(page, `/admin/patients/${id} with the Update Status dialog open`);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog", { name: "Delete Patient" })).toBeVisible();
    await expectNoViolations(page, `/admin/patients/${id} with the Delete Patient dialog open`);
  });

  test("a patient's edit page, before and after a refused save", async ({ page, playwright, baseURL }) => {
    const lastName = await patientToReview(playwright.request, baseURL);
    await signInAsEmployee(page);
    const id = await patientId(page, lastName);
    await page.goto(`/admin/patients/${id}/edit`);
    await settled(page);
    await expectNoViolations(page, `/admin/patients/${id}/edit`);
    await page.getByLabel("First Name").fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expectNoViolations(page, `/admin/patients/${id}/edit with errors`);
  });
});
