import { expect, type Page } from "@playwright/test";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "../../src/shared/domain/clinical/exclusions";

/** Every yes/no question of the safety step, in the order it shows them, "Are you diabetic?" last. */
export const SAFETY_QUESTIONS: readonly string[] = [
  ...[...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q): string => q.question),
  "Are you diabetic?",
];

/** Answers "No" to every question of the safety step but `except`: none is answered for the patient (decision 082). */
export async function answerEveryQuestionNo(page: Page, except: readonly string[] = []) {
  for (const question of SAFETY_QUESTIONS) {
    if (except.includes(question)) continue;
    await page.getByRole("group", { name: question, exact: true }).getByRole("radio", { name: "No" }).click();
  }
}

/** Fills the basic step as Ada Lovelace and presses Next, whatever the outcome; the patient type only when given. */
export async function submitBasicStep(page: Page, opts: { userType?: "new" | "existing" } = {}) {
  if (opts.userType) {
    await page
      .getByRole("group", { name: /existing user/ })
      .getByRole("radio", { name: opts.userType === "existing" ? "Yes" : "No" })
      .click();
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
  if (opts.userType === "existing") await fillTransferDetails(page);
  await page.getByRole("button", { name: "Next: Safety Check" }).click();
}

/** An existing (transfer) user's current treatment, on the basic step. */
export async function fillTransferDetails(page: Page) {
  await page.getByLabel("Current provider *").fill("Another Online Pharmacy Ltd");
  await page.getByLabel("Current dose *").selectOption({ label: "7.5 mg" });
  await page.getByLabel("Date of your last injection *").fill("2025-01-06");
  await page
    .getByLabel("Evidence of your current treatment *")
    .fill("Order confirmation from Another Online Pharmacy Ltd, dated 2 January 2025");
}

/** The safety step's "Your GP" card: the practice, and consent to share with it. */
export async function fillGpCard(page: Page) {
  await page
    .getByRole("group", { name: /share information about your treatment with your GP/ })
    .getByRole("radio", { name: "Yes" })
    .click();
  await page.getByLabel("GP practice name *").fill("Jericho Health Centre");
  await page.getByLabel("GP practice address *").fill("New Radcliffe House, Walton Street, Oxford OX2 6NW");
}

/** Fills and submits the basic step as Ada Lovelace, and waits for it to be saved. */
export async function completeBasicStep(page: Page, opts: { userType: "new" | "existing" }) {
  await submitBasicStep(page, opts);
  await expect(page.getByText("Your basic information has been saved.")).toBeVisible();
}

/** Enters height and weight, answers "No" to every question and fills the GP card, and continues. */
export async function completeSafetyStep(page: Page, opts: { answered?: readonly string[] } = {}) {
  await page.getByLabel("Height (cm) *").fill("170");
  await page.getByLabel("Weight (kg) *").fill("100");
  await expect(page.getByLabel("BMI")).toHaveValue("34.6");
  // Every question "No" but those the patient has already answered (`answered`).
  await answerEveryQuestionNo(page, opts.answered);
  await fillGpCard(page);
  await page.getByRole("button", { name: "Next: Dose Selection" }).click();
}
