/**
 * Every path holds the clinical rules: a patient cannot complete an order around the safety
 * step (decision 082), and a supplied patient's next pen comes only through the re-order
 * check-in (decision 083).
 */
import type { Page } from "@playwright/test";
import { fitsTheScreen } from "./support/axe";
import { expect, signUpViaApi, test } from "./support/fixtures";
import { basicStepBody } from "./support/orders";
import { answerEveryQuestionNo, fillGpCard, SAFETY_QUESTIONS } from "./patient-steps";

/** The basic step saved through the API, with the BMI calculator's height and weight carried into it. */
async function basicStepWithCarriedMeasurements(page: Page, email: string) {
  const res = await page.request.put("/api/patient/basic", {
    data: basicStepBody(email, { height: 170, weight: 100 }),
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("a patient who skips the safety step is sent back to it from Complete Order, with nothing answered for them", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { email } = await signUpViaApi(page);
  await basicStepWithCarriedMeasurements(page, email);

  // Straight to the dose step, past the safety step, then shipping and the confirmation.
  await page.goto("/patient-form/dose");
  await page.getByRole("button", { name: "Next: Shipping" }).click();
  await page.getByRole("radio", { name: /Pharmacy Pickup/ }).click();
  await page.getByRole("button", { name: "Next: Confirmation" }).click();
  await expect(page).toHaveURL(/\/patient-form\/confirmation$/);
  await expect(page.getByText(/Nothing is taken now: once the pharmacist approves your treatment/)).toBeVisible();
  await page.getByRole("button", { name: "Complete Order" }).click();

  // Refused, and taken to the safety step, which says so.
  await expect(page).toHaveURL(/\/patient-form\/safety$/);
  await expect(page.getByText("Please complete the safety questions before completing your order.")).toBeVisible();
  // The calculator's figures fill the boxes; no question has an answer chosen for the patient.
  await expect(page.getByLabel("Height (cm) *")).toHaveValue("170");
  for (const question of SAFETY_QUESTIONS) {
    const group = page.getByRole("group", { name: question, exact: true });
    await expect(group.getByRole("radio", { name: "No" }), question).not.toBeChecked();
    await expect(group.getByRole("radio", { name: "Yes" }), question).not.toBeChecked();
  }
  // Next with the questions unanswered: each asks for an answer.
  await fillGpCard(page);
  await page.getByRole("button", { name: "Next: Dose Selection" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: /^Choose yes or no$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/safety$/);
  const firstQuestion = page.getByRole("group", { name: SAFETY_QUESTIONS[0], exact: true });
  await expect(firstQuestion.getByRole("radiogroup")).toHaveAccessibleDescription("Choose yes or no");
  await page.setViewportSize({ width: 360, height: 800 });
  await fitsTheScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await answerEveryQuestionNo(page);
  await page.getByRole("button", { name: "Next: Dose Selection" }).click();
  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  await page.getByRole("button", { name: "Next: Shipping" }).click();
  await page.getByRole("button", { name: "Next: Confirmation" }).click();
  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page.getByRole("heading", { name: "Order Completed Successfully!" })).toBeVisible();
  // What happens next, in the order it happens: consultation, review, payment after approval.
  const next = page.getByRole("list").filter({ hasText: "secure payment link" });
  await expect(next.getByRole("listitem")).toHaveText([
    /Book and attend your video consultation/,
    /Our pharmacist reviews your information/,
    /Once the pharmacist approves your treatment, we e-mail you a secure payment link/,
    /ready to collect within 1-2 business days of payment/,
    /You can cancel from your account until your treatment is dispensed/,
  ]);
});

test("a supplied patient who opens the patient form is sent to their account's re-order", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  const res = await page.request.post("/e2e/patients/supplied", { data: { email, daysAgo: 22, mg: 5 } });
  expect(res.status(), await res.text()).toBe(200);

  for (const path of ["/patient-form", "/patient-form/dose", "/patient-form/confirmation"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/account\/reorder$/);
    await expect(page.getByRole("heading", { level: 1, name: "Request your next pen" })).toBeVisible();
  }
  await expect(page.getByText("Your next pen is requested from your account.").first()).toBeVisible();
});

test("the terms state the rules the orders follow: payment after approval, cancelling until dispensing, full refunds", async ({
  page,
}) => {
  await page.goto("/terms");
  const orders = page.locator("section#orders");
  await expect(orders).toContainText("We then e-mail you a secure payment link; nothing is taken before then");
  const cancelling = page.locator("section#cancellation");
  await expect(cancelling).toContainText("at any time until your medicine is dispensed for you");
  await expect(cancelling).toContainText("we refund the full amount");
  await expect(cancelling).toContainText("shows the order as “Refunded”");
  await expect(page.getByText(/before your consultation|within \d+ days of payment/)).toHaveCount(0);
});
