import { expect, signUpViaApi, test } from "./support/fixtures";
import { completeBasicStep, completeSafetyStep } from "./patient-steps";

test("an existing (transfer) patient requests a higher dose and completes the order", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/patient-form/basic");
  await completeBasicStep(page, { userType: "existing" });
  await completeSafetyStep(page);

  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  await expect(page.getByText("(Not available for new patients)")).toHaveCount(0);
  await expect(page.getByText(/request.*pharmacist confirms/)).toBeVisible();
  await page.getByRole("radio", { name: /7\.5mg/ }).click();
  await expect(page.getByRole("radio", { name: /7\.5mg/ })).toBeChecked();
  // The choice is stored on the server: a reload shows it.
  await page.reload();
  await expect(page.getByRole("radio", { name: /7\.5mg/ })).toBeChecked();
  await page.getByRole("button", { name: "Next: Shipping" }).click();
  await page.getByRole("button", { name: "Next: Confirmation" }).click();

  await expect(page).toHaveURL(/\/patient-form\/confirmation$/);
  await expect(page.getByText(/7\.5mg/).first()).toBeVisible();
  await expect(page.getByText("£279.00").first()).toBeVisible();
  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page.getByRole("heading", { name: "Order Completed Successfully!" })).toBeVisible();
  await expect(page.getByText("£279.00")).toBeVisible();
});
