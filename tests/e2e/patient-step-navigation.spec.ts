import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./support/fixtures";
import { answerEveryQuestionNo, completeBasicStep, fillGpCard, submitBasicStep } from "./patient-steps";

/** Holds every matching request for `ms` before it goes to the server, so busy states can be seen. */
async function slowDown(page: Page, url: string, method: string, ms = 1500) {
  await page.route(url, async (route) => {
    if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

test("each step's Back goes to the step before, busy buttons say so, and a reload shows what was saved", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await page.goto("/patient-form/basic");
  await slowDown(page, "**/api/patient/basic", "PUT");
  await submitBasicStep(page, { userType: "new" });
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
  await expect(page.getByText("Data Saved", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/safety$/);

  // The step's own validation: height, weight and an answer to every question are required (decision 082).
  await page.getByRole("button", { name: "Next: Dose Selection" }).click();
  await expect(page.getByText("Please Complete Required Fields")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Height \(cm\) is required$/ })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Weight \(kg\) is required$/ })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Choose yes or no$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/safety$/);

  // Height and weight save themselves like the medical answers; Back keeps them.
  await page.getByLabel("Height (cm) *").fill("170");
  await page.getByLabel("Weight (kg) *").fill("100");
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toHaveCount(2, { timeout: 8000 });
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  await expect(page.getByLabel("First Name *")).toHaveValue("Ada");
  await page.reload();
  await expect(page.getByLabel("Postcode *")).toHaveValue("OX1 1AA");
  await page.goto("/patient-form/safety");
  await expect(page.getByLabel("Height (cm) *")).toHaveValue("170");
  await expect(page.getByLabel("Weight (kg) *")).toHaveValue("100");
  await expect(page.getByLabel("BMI")).toHaveValue("34.6");
  await answerEveryQuestionNo(page);
  await fillGpCard(page);

  await slowDown(page, "**/api/patient/safety", "PUT");
  await page.getByRole("button", { name: "Next: Dose Selection" }).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  await expect(page.getByRole("radio", { name: /^Mounjaro 2\.5mg/ })).toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/patient-form\/safety$/);
  await page.getByRole("button", { name: "Next: Dose Selection" }).click();
  await page.getByRole("button", { name: "Next: Shipping" }).click();

  await expect(page).toHaveURL(/\/patient-form\/shipping$/);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  await page.getByRole("button", { name: "Next: Shipping" }).click();
  await page.getByRole("radio", { name: /Pharmacy Pickup/ }).click();
  await slowDown(page, "**/api/patient/shipping", "PUT");
  await page.getByRole("button", { name: "Next: Confirmation" }).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();

  await expect(page).toHaveURL(/\/patient-form\/confirmation$/);
  await expect(page.getByRole("heading", { name: "Collection Address" })).toBeVisible();
  await page.getByRole("button", { name: "Back to Edit" }).click();
  await expect(page).toHaveURL(/\/patient-form\/shipping$/);
  await page.reload();
  await expect(page.getByRole("radio", { name: /Pharmacy Pickup/ })).toBeChecked();
  await page.getByRole("button", { name: "Next: Confirmation" }).click();

  await slowDown(page, "**/api/patient/complete", "POST");
  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page.getByRole("button", { name: "Completing Order..." })).toBeDisabled();
  await expect(page.getByRole("heading", { name: "Order Completed Successfully!" })).toBeVisible();
});

test("the confirmation step sends the patient back to what is missing", async ({ page }) => {
  await signUpViaApi(page);

  // No patient record yet: back to the first step.
  await page.goto("/patient-form/confirmation");
  await expect(page.getByText("No patient record found. Please complete the patient form first.")).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  await completeBasicStep(page, { userType: "new" });

  // A patient without an order: to shipping, which needs a dose first.
  await page.goto("/patient-form/confirmation");
  await expect(page.getByText("No order found. Please complete the shipping form first.")).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  // The dose step opens the order with the starter dose; only then is there an order to review.
  await expect(page.getByRole("radio", { checked: true })).toBeVisible();

  // An order without a delivery choice cannot be reviewed.
  await page.goto("/patient-form/confirmation");
  await expect(
    page.getByText("Unable to load order data. Please go back and complete the previous steps."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete Order" })).toHaveCount(0);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/patient-form\/shipping$/);
});

test("the shipping step without a patient record says why it goes back to the first step", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/patient-form/shipping");
  await expect(page.getByText("No patient record found. Please complete the patient form first.")).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
});

test("the transfer path prefills 'existing user', over what was saved before", async ({ page }) => {
  await signUpViaApi(page);
  const existingUser = page.getByRole("group", { name: /existing user/ });
  await page.goto("/patient-form/existing");
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  await expect(existingUser.getByRole("radio", { name: "Yes" })).toBeChecked();

  // Saved as new; coming back through the transfer path offers 'existing' again.
  await page.goto("/patient-form");
  await completeBasicStep(page, { userType: "new" });
  await page.goto("/patient-form/existing");
  await expect(page.getByLabel("First Name *")).toHaveValue("Ada");
  await expect(existingUser.getByRole("radio", { name: "Yes" })).toBeChecked();
  // Opened directly, the step shows what was saved.
  await page.goto("/prices");
  await page.goto("/patient-form/basic");
  await expect(existingUser.getByRole("radio", { name: "No" })).toBeChecked();
});
