import { expect, signUpViaApi, test } from "./support/fixtures";
import { completeBasicStep, completeSafetyStep } from "./patient-steps";

test("a new patient completes an order for pharmacy pickup", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/patient-form/basic");
  await completeBasicStep(page, { userType: "new" });
  await completeSafetyStep(page);
  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  await page.getByRole("button", { name: "Next: Shipping" }).click();

  await page.getByRole("radio", { name: /Pharmacy Pickup/ }).click();
  await expect(page.getByRole("main").getByText("14 Church Street")).toBeVisible();
  await expect(page.getByRole("main").getByText("Saturday 9:00 AM-1:00 PM")).toBeVisible();
  await page.getByRole("button", { name: "Next: Confirmation" }).click();

  await expect(page).toHaveURL(/\/patient-form\/confirmation$/);
  await expect(page.getByRole("heading", { name: "Collection Address" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Monday-Friday 9:00 AM-6:00 PM")).toBeVisible();
  // A double click completes once.
  await page.getByRole("button", { name: "Complete Order" }).dblclick();
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole("heading", { name: "Order Completed Successfully!" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Collection Address")).toBeVisible();
  await expect(page.getByRole("main").getByText("The Village Pharmacy")).toBeVisible();

  // The next visit starts a fresh questionnaire.
  await page.goto("/patient-form/safety");
  await expect(page.getByLabel("Height (cm) *")).toHaveValue("");
});
