/**
 * What a patient sees when a request fails: the toasts of docs/spec.md §8, and nothing typed is lost.
 * A dropped connection is simulated by aborting the browser's request to the real server.
 */
import { randomInt } from "node:crypto";
import { expect, signInAsAdmin, signUpViaApi, test } from "./support/fixtures";
import { afterTheRetries, retriesComeAtOnce } from "./support/retries";
import { apiOf } from "./support/typed-api";
import { completeBasicStep, completeSafetyStep, submitBasicStep } from "./patient-steps";

test("a failed save of the basic step keeps what was typed", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/patient-form/basic");
  await page.route("**/api/patient/basic", (route) => route.abort("connectionreset"));
  await submitBasicStep(page);

  await expect(page.getByText("There was an error saving your information. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  await expect(page.getByLabel("First Name *")).toHaveValue("Ada");
  await expect(page.getByLabel("Postcode *")).toHaveValue("OX1 1AA");

  // The connection is back: the same form saves.
  await page.unroute("**/api/patient/basic");
  await page.getByRole("button", { name: "Next: Safety Check" }).click();
  await expect(page).toHaveURL(/\/patient-form\/safety$/);
});

test("a failed load of the basic step says so and leaves the form at its defaults", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.route("**/api/patient/state", (route) => route.abort("connectionreset"));
  await retriesComeAtOnce(page);
  await page.goto("/patient-form/basic");
  await afterTheRetries(page, page.getByText("Failed to load patient data."));
  await expect(page.getByLabel("First Name *")).toHaveValue("");
  await expect(page.getByLabel("Email *")).not.toHaveValue(email);
});

test("a failed auto-save says so, keeps the answer, and the step's save carries it", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/patient-form/basic");
  await completeBasicStep(page, { userType: "new" });
  await expect(page).toHaveURL(/\/patient-form\/safety$/);

  await page.route("**/api/patient/questionnaire", (route) => route.abort("connectionreset"));
  await page.route("**/api/patient/measurements", (route) => route.abort("connectionreset"));
  const conditions = page.getByRole("group", { name: "Do you have any other medical conditions?" });
  await conditions.getByRole("radio", { name: "Yes" }).click();
  await page.getByLabel("Medical conditions: details").fill("Mild asthma");
  await expect(page.getByText("Failed to save your changes").first()).toBeVisible({ timeout: 8000 });
  await expect(page.getByText("Save Error").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Not saved" }).first()).toBeVisible();
  await expect(page.getByLabel("Medical conditions: details")).toHaveValue("Mild asthma");

  await page.unroute("**/api/patient/questionnaire");
  await page.unroute("**/api/patient/measurements");
  await completeSafetyStep(page, { answered: ["Do you have any other medical conditions?"] });
  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  await page.goto("/patient-form/safety");
  await expect(page.getByLabel("Medical conditions: details")).toHaveValue("Mild asthma");
});

test("an order the server refuses to complete says why and stays on the confirmation step", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/patient-form/basic");
  await completeBasicStep(page, { userType: "new" });
  await completeSafetyStep(page);
  await page.getByRole("button", { name: "Next: Shipping" }).click();
  await page.getByRole("button", { name: "Next: Confirmation" }).click();
  await expect(page.getByRole("button", { name: "Complete Order" })).toBeVisible();

  // Meanwhile, in another tab, a safety answer became 'yes' without details.
  const res = await page.request.patch("/api/patient/questionnaire", {
    data: { field: "historyOfGallstones", answer: "yes", details: "" },
  });
  expect(res.status()).toBe(200);

  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page.getByText("There was an error completing your order. Please try again.")).toBeVisible();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "This treatment is not suitable for individuals with current or recent gallstones." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/confirmation$/);
});

test("a patient whose record the pharmacy closed is told so, not asked to try again", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpViaApi(page);
  await page.goto("/patient-form/basic");
  await completeBasicStep(page, { userType: "new" });
  const { patient } = await (await apiOf(page).patient.state.$get()).json();

  const staff = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
  });
  await signInAsAdmin(staff);
  expect((await staff.delete(`/api/admin/patients/${patient!.patientId}`)).status()).toBe(200);
  await staff.dispose();

  await page.goto("/patient-form/basic");
  await expect(page.getByLabel("First Name *")).toHaveValue("");
  await submitBasicStep(page);
  await expect(page.getByText("Save Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Your patient record is closed. Please contact the pharmacy.")).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
});
