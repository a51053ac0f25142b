import { expect, type Page } from "@playwright/test";

/** Fills the basic step as Ada Lovelace and presses Next, whatever the outcome; the patient type only when given. */
export async function submitBasicStep(page: Page, opts: { userType?: "new" | "existing" } = {}) {
  if (opts.userType) {
    await page.getByRole("group", { name: /existing user/ }).getByRole("radio", { name: opts.userType === "existing" ? "Yes" : "No" }).click();
  }
  await page.getByLabel("Title").selectOption("Ms");
  await page.getByLabel("First Name *").fill("Ada");
  await page.getByLabel("Last Name *").fill("Lovelace");
  await page.getByLabel("Phone Number *").fill("07700 900123");
  await page.getByLabel(/Date of Birth/).fill("1985-06-15");
  await expect(page.getByText(/Age: \d+ years/)).toBeVisible();
  await page.getByRole("group", { name: "Sex *" }).getByRole("radio", { name: "Female" }).click();
  await page.getByLabel("Address Line 1 *").fill("1 High Street");
  await page.getByLabel("City *").fill("Oxford");
  await page.getByLabel("Postcode *").fill("OX1 1AA");
  await page.getByRole("button", { name: "Next: Safety Check" }).click();
}

/** Fills and submits the basic step as Ada Lovelace, and waits for it to be saved. */
export async function completeBasicStep(page: Page, opts: { userType: "new" | "existing" }) {
  await submitBasicStep(page, opts);
  await expect(page.getByText("Your basic information has been saved.")).toBeVisible();
}

/** Enters height and weight and continues with every safety answer left at 'No'. */
export async function completeSafetyStep(page: Page) {
  await page.getByLabel("Height (cm) *").fill("170");
  await page.getByLabel("Weight (kg) *").fill("100");
  await expect(page.getByLabel("BMI")).toHaveValue("34.6");
  await page.getByRole("button", { name: "Next: Dose Selection" }).click();
}
