import type { APIRequestContext, Page } from "@playwright/test";
import { randomBytes, randomInt } from "node:crypto";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "../../src/shared/domain/exclusions";
import { expect, signInAsAdmin, signUpViaApi, test, uniqueEmail } from "./support/fixtures";

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });

interface SeededPatient {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * A patient created the way a real one is: a separate visitor signs up and fills in the basic
 * and safety steps through the public patient-form API.
 */
async function seedPatient(
  newContext: () => Promise<APIRequestContext>,
  answers: Partial<Record<string, string>> = {},
  lastName = `Tester${randomBytes(3).toString("hex")}`,
): Promise<SeededPatient> {
  const visitor = await newContext();
  const email = uniqueEmail("review");
  const firstName = "Harriet";
  await signUpViaApi(visitor, email);
  const basic = await visitor.put("/api/patient/basic", {
    data: {
      forSelf: "yes",
      userType: "new",
      salutation: "Ms",
      firstName,
      lastName,
      email,
      phone: "07700 900123",
      dob: "1980-06-15",
      sex: "female",
      address1: "3 Mill Lane",
      address2: "",
      city: "Abingdon",
      postcode: "OX14 1AA",
    },
  });
  expect(basic.status(), await basic.text()).toBe(200);
  const toAnswer = (field: string) =>
    answers[field] ? { answer: "yes", details: answers[field] } : { answer: "no", details: "" };
  const safety = await visitor.put("/api/patient/safety", {
    data: {
      height: 170,
      weight: 104,
      answers: Object.fromEntries([...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q) => [q.field, toAnswer(q.field)])),
      diabetes: { isDiabetic: "no", type: "", details: "" },
      gp: { practiceName: "Jericho Health Centre", practiceAddress: "Walton Street, Oxford", consent: "yes" },
    },
  });
  expect(safety.status(), await safety.text()).toBe(200);
  await visitor.dispose();
  return { email, firstName, lastName };
}

async function logInAsAdmin(page: Page) {
  await signInAsAdmin(page.request);
}

async function openFromList(page: Page, patient: SeededPatient, action: "View" | "Edit") {
  await page.goto("/admin/patients");
  await page.getByLabel("Search").fill(patient.lastName.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`search=${patient.lastName.toUpperCase()}`));
  await expect(page.getByText("Showing 1 to 1 of 1 patients")).toBeVisible();
  await page.getByRole("link", { name: `${action} ${patient.firstName} ${patient.lastName}` }).click();
}

test.describe("patient review", () => {
  let newContext: () => Promise<APIRequestContext>;
  test.beforeEach(({ playwright, baseURL }) => {
    newContext = () =>
      playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
      });
  });

  test("a pharmacist reviews an application with an exclusion and keeps notes; Approved is left to the consultation", async ({
    page,
  }) => {
    const patient = await seedPatient(newContext, { historyOfPancreatitis: "Mild episode in 2019, no recurrence" });
    await logInAsAdmin(page);
    await openFromList(page, patient, "View");

    await expect(
      page.getByRole("heading", { level: 1, name: `${patient.firstName} ${patient.lastName}` }),
    ).toBeVisible();
    await expect(page.getByText("Pending Review").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Needs Review" })).toBeVisible();
    await expect(page.getByText("History of pancreatitis")).toBeVisible();
    await expect(page.getByText("Mild episode in 2019, no recurrence")).toBeVisible();
    await expect(page.getByText("1.70 m")).toBeVisible();
    await expect(page.getByText("36.0")).toBeVisible();
    await expect(page.getByText(/^Submitted on \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/)).toBeVisible();

    await page.getByRole("button", { name: "Update Status" }).click();
    const dialog = page.getByRole("dialog", { name: "Update Status" });
    await expect(dialog.getByLabel("Status")).toHaveValue("pending");
    // Approved and Rejected come from a prescriber's decision on the consultation (decision 077).
    await dialog.getByLabel("Status").selectOption("approved");
    await dialog.getByLabel("Admin Notes").fill("Pancreatitis resolved; GP letter seen.");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      toast(page, "Approve or reject from the consultation, where the prescriber's decision is recorded."),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Status").selectOption("pending");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Status updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Pending Review").first()).toBeVisible();
    await expect(page.getByText("Pancreatitis resolved; GP letter seen.")).toBeVisible();

    // Persisted: after a reload the status and notes are still there, and the dialog reopens prefilled.
    await page.reload();
    await expect(page.getByText("Pancreatitis resolved; GP letter seen.")).toBeVisible();
    await page.getByRole("button", { name: "Edit Notes" }).click();
    await expect(dialog.getByLabel("Status")).toHaveValue("pending");
    await expect(dialog.getByLabel("Admin Notes")).toHaveValue("Pancreatitis resolved; GP letter seen.");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The access history shows the views and the change.
    await expect(page.getByText("Updated status or notes").first()).toBeVisible();
  });

  test("a pharmacist edits a patient's details and measurements", async ({ page }) => {
    const patient = await seedPatient(newContext);
    await logInAsAdmin(page);
    await openFromList(page, patient, "Edit");

    await expect(
      page.getByRole("heading", { level: 1, name: `Edit Patient: ${patient.firstName} ${patient.lastName}` }),
    ).toBeVisible();
    await expect(page.getByLabel("BMI")).toHaveValue("36.0");

    await page.getByLabel("First Name").fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();

    await page.getByLabel("First Name").fill("Henrietta");
    await page.getByLabel("Weight (kg)").fill("92.5");
    await expect(page.getByLabel("BMI")).toHaveValue("32.0");
    await page.getByLabel("History of heart condition").click();
    await page.getByLabel("Details for History of heart condition").fill("Stable angina, reviewed 2024");
    await page.getByRole("button", { name: "Save Changes" }).click();

    await expect(toast(page, "Patient updated")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Henrietta ${patient.lastName}` })).toBeVisible();
    await expect(page.getByText("92.5 kg")).toBeVisible();
    await expect(page.getByText("32.0", { exact: true })).toBeVisible();
    await expect(page.getByText("Stable angina, reviewed 2024")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Needs Review" })).toBeVisible();

    // 'Other' is kept as no recorded sex; opened again, the form shows Other and saves without asking again.
    // The first save's toast goes first, so the one awaited below is the second save's.
    await expect(toast(page, "Patient updated")).toBeHidden({ timeout: 15_000 });
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await page.getByLabel("Sex").selectOption("other");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Patient updated")).toBeVisible();
    await expect(page.getByText("Not specified", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page.getByLabel("Sex")).toHaveValue("other");
    await page.getByLabel("Phone").fill("07700 900999");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Sex is required")).toBeHidden();
    await expect(page.getByText("07700 900999")).toBeVisible();
  });

  test("a pharmacist deletes (archives) a patient, who then disappears from the list", async ({ page }) => {
    const patient = await seedPatient(newContext);
    await logInAsAdmin(page);
    await openFromList(page, patient, "View");

    const detailUrl = page.url();
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Patient" });
    await expect(
      dialog.getByText("Are you sure you want to delete this patient? This action cannot be undone."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete Patient" }).click();
    await expect(toast(page, "Patient deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/patients$/);

    await page.getByLabel("Search").fill(patient.lastName);
    await expect(page.getByText("No patients found")).toBeVisible();
    await page.goto(detailUrl);
    await expect(page.getByRole("heading", { name: "Patient Not Found" })).toBeVisible();
    await page.goto(`${detailUrl}/edit`);
    await expect(page.getByRole("heading", { name: "Patient Not Found" })).toBeVisible();
    await expect(
      page.getByText("Could not load patient details. The patient may have been deleted or there was an error."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Return to Patient List" }).click();
    await expect(page).toHaveURL(/\/admin\/patients$/);
  });
});

test.describe("the patient list", () => {
  let newContext: () => Promise<APIRequestContext>;
  test.beforeEach(({ playwright, baseURL }) => {
    newContext = () =>
      playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
      });
  });

  test("pages through the results; a page past the end shows the last page; a filter change starts again at page 1", async ({
    page,
  }) => {
    const tag = `Pager${randomBytes(3).toString("hex")}`;
    for (let i = 0; i < 11; i++) await seedPatient(newContext, {}, `${tag}x${i}`);
    await logInAsAdmin(page);

    // An old link (or the last patient of the last page archived) points past the end.
    await page.goto(`/admin/patients?search=${tag}&page=7`);
    await expect(page).toHaveURL(new RegExp(`search=${tag}&page=2$`));
    await expect(page.getByText("Showing 11 to 11 of 11 patients")).toBeVisible();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByRole("link", { name: `View Harriet ${tag}x0` })).toBeVisible();

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page).toHaveURL(new RegExp(`search=${tag}$`));
    await expect(page.getByText("Showing 1 to 10 of 11 patients")).toBeVisible();
    await expect(page.getByRole("link", { name: `View Harriet ${tag}x10` })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();

    // Any filter change goes back to page 1 (docs/spec.md §4), and the filters stay in the address.
    await page.getByLabel("Patient type").selectOption("1");
    await expect(page).toHaveURL(new RegExp(`search=${tag}&type=1$`));
    await expect(page.getByText("Showing 1 to 10 of 11 patients")).toBeVisible();
    await page.getByLabel("Status").selectOption("3");
    await expect(page.getByText("No patients found")).toBeVisible();
    await expect(page.getByText(/^Showing/)).toBeHidden();
    await page.goBack();
    await expect(page.getByLabel("Status")).toHaveValue("");
    await expect(page.getByText("Showing 1 to 10 of 11 patients")).toBeVisible();
  });

  test("at 360 px every admin page fits the screen and each patient's status and actions are in view", async ({
    page,
  }) => {
    const patient = await seedPatient(
      newContext,
      { historyOfGallstones: "Removed in 2021" },
      `Narrow${randomBytes(3).toString("hex")}`,
    );
    await logInAsAdmin(page);
    await page.setViewportSize({ width: 360, height: 740 });

    const fits = async (what: string) =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${what} fits 360 px`,
      ).toBeLessThanOrEqual(360);

    await page.goto("/admin");
    // The dashboard lists the newest applications: other journeys add theirs at the same time, so
    // it is measured once its list holds any (this patient's, or one newer), never a given name.
    // Its rows read "e-mail · New to the treatment" (or "Existing user").
    await expect(page.getByText(/ · (Existing user|New to the treatment)$/).first()).toBeVisible();
    await fits("/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const name of [
      "Dashboard",
      "Consultations",
      "Patients",
      "Orders",
      "POM register",
      "Messages",
      "System Settings",
    ]) {
      const box = await nav.getByRole("link", { name }).boundingBox();
      expect(box!.x + box!.width, `${name} link in view`).toBeLessThanOrEqual(360);
    }

    await page.goto(`/admin/patients?search=${patient.lastName}`);
    await expect(page.getByText("Showing 1 to 1 of 1 patients")).toBeVisible();
    await fits("/admin/patients");
    for (const target of [
      page.getByRole("listitem").filter({ hasText: patient.lastName }).getByText("Pending Review", { exact: true }),
      page.getByRole("link", { name: `View ${patient.firstName} ${patient.lastName}` }),
      page.getByRole("link", { name: `Edit ${patient.firstName} ${patient.lastName}` }),
    ]) {
      // Within the width of the screen as the page opens, with nothing scrolled sideways.
      await expect(target).toBeVisible();
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await page.getByRole("link", { name: `View ${patient.firstName} ${patient.lastName}` }).click();
    await expect(page.getByText("Removed in 2021")).toBeVisible();
    await fits("the patient detail");
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Edit Patient/ })).toBeVisible();
    await fits("the edit form");
    await page.goto("/admin/system-settings");
    await expect(page.getByRole("heading", { level: 1, name: "System Settings" })).toBeVisible();
    await fits("/admin/system-settings");
  });
});
