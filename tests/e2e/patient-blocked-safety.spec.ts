import { expect, signUpViaApi, test } from "./support/fixtures";
import { answerEveryQuestionNo, completeBasicStep, fillGpCard } from "./patient-steps";

test("a yes to a safety question without details blocks the journey", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/patient-form/basic");

  // Nothing filled: the required fields are listed together.
  await page.getByRole("button", { name: "Next: Safety Check" }).click();
  await expect(page.getByText("Please Complete Required Fields")).toBeVisible();
  await expect(page.getByText("First Name is required").first()).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);

  await completeBasicStep(page, { userType: "new" });
  await expect(page).toHaveURL(/\/patient-form\/safety$/);
  // The basic step's toast has gone (5 s), so the one expected below can only be the safety step's.
  await expect(page.getByText("Please Complete Required Fields")).toHaveCount(0);
  await page.getByLabel("Height (cm) *").fill("165");
  await page.getByLabel("Weight (kg) *").fill("95");
  await answerEveryQuestionNo(page, ["Do you have a history of pancreatitis?"]);
  await page
    .getByRole("group", { name: /history of pancreatitis/ })
    .getByRole("radio", { name: "Yes" })
    .click();
  await fillGpCard(page);
  const reason =
    "This treatment is not suitable for individuals with a history of pancreatitis. Please provide details for review.";
  await expect(page.getByRole("alert").filter({ hasText: reason })).toBeVisible();

  await page.getByRole("button", { name: "Next: Dose Selection" }).click();
  await expect(page.getByText("Please Complete Required Fields")).toBeVisible();
  await expect(page).toHaveURL(/\/patient-form\/safety$/);
  await page.goto("/patient-form/confirmation");
  await expect(page).toHaveURL(/\/patient-form\/shipping$|\/patient-form\/dose$/);

  // With details the answer goes to review and the journey continues.
  await page.goto("/patient-form/safety");
  await expect(
    page.getByRole("group", { name: /history of pancreatitis/ }).getByRole("radio", { name: "Yes" }),
  ).toBeChecked();
  await page.getByLabel("Please give details").fill("Once in 2015, fully resolved");
  // The GP card and "Are you diabetic?" are saved with the step, which was refused: they are given again.
  await page.getByRole("group", { name: "Are you diabetic?" }).getByRole("radio", { name: "No" }).click();
  await fillGpCard(page);
  await expect(
    page.getByText("Your information will be reviewed by a healthcare professional to determine eligibility."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Next: Dose Selection" }).click();
  await expect(page).toHaveURL(/\/patient-form\/dose$/);
});
