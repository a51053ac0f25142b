import { expect, latestMail, signUpViaApi, test } from "./support/fixtures";
import { completeBasicStep, completeSafetyStep } from "./patient-steps";

test("a new patient goes from sign-up to order success with home delivery", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.goto("/patient-form/basic");
  await expect(page.getByText("Step 1 of 6: Tell us about yourself")).toBeVisible();
  await expect(page.getByLabel("Email *")).toHaveValue(email);
  await completeBasicStep(page, { userType: "new" });

  await expect(page).toHaveURL(/\/patient-form\/safety$/);
  await expect(page.getByText("Step 2 of 5: Medical history and safety screening")).toBeVisible();
  // A medical answer saves itself 2 s after the last change, and says so.
  const conditions = page.getByRole("group", { name: "Do you have any other medical conditions?" });
  await conditions.getByRole("radio", { name: "Yes" }).click();
  await page.getByLabel("Medical conditions: details").fill("Mild asthma");
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 6000 });
  await page.reload();
  await expect(page.getByLabel("Medical conditions: details")).toHaveValue("Mild asthma");
  await completeSafetyStep(page);

  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  await expect(page.getByText("Step 4 of 6: Choose your starting dose")).toBeVisible();
  await expect(page.getByText("Your pharmacist will guide any dose adjustments")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Mounjaro 2\.5mg/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /15mg/ })).toBeDisabled();
  await expect(page.getByText("(Not available for new patients)")).toHaveCount(5);
  await page.getByRole("button", { name: "Next: Shipping" }).click();

  await expect(page).toHaveURL(/\/patient-form\/shipping$/);
  await expect(page.getByRole("radio", { name: /Home Delivery/ })).toBeChecked();
  // The delivery address is prefilled from the patient record; an empty required field is refused.
  await expect(page.getByLabel("Address Line 1 *")).toHaveValue("1 High Street");
  await page.getByLabel("City *").fill("");
  await page.getByRole("button", { name: "Next: Confirmation" }).click();
  await expect(page.getByText("Please fill in all required delivery address fields.")).toBeVisible();
  await page.getByLabel("City *").fill("Oxford");
  await page.getByRole("button", { name: "Next: Confirmation" }).click();

  await expect(page).toHaveURL(/\/patient-form\/confirmation$/);
  await expect(page.getByText("Step 6 of 6: Review your information and complete your order")).toBeVisible();
  await expect(page.getByText("Subtotal (excl. VAT)")).toBeVisible();
  await expect(page.getByText("£199.00").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Delivery Address" })).toBeVisible();
  await page.getByRole("button", { name: "Complete Order" }).click();

  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole("heading", { name: "Order Completed Successfully!" })).toBeVisible();
  await expect(page.getByText("Order Completed!", { exact: true })).toBeVisible();
  const book = page.getByRole("link", { name: /Book Consultation/ });
  await expect(book).toHaveAttribute("target", "_blank");
  const url = new URL((await book.getAttribute("href"))!);
  expect(url.searchParams.get("email")).toBe(email);
  expect(url.searchParams.get("name")).toBe("Ada Lovelace");
  expect(url.searchParams.get("location")).toMatch(/^Order: \d+ \| Patient ID: \d+$/);
  await expect(page.getByText("15-20 minute video call with our Lead Pharmacist")).toBeVisible();

  const mail = await latestMail(page, email, "order_confirmation");
  expect(mail.subject).toMatch(/^Order Confirmation #\d+$/);

  // Opened again without navigation state, the page reads the order from the server.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Order Completed Successfully!" })).toBeVisible();
  await expect(page.getByText("1 High Street")).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL("/");
});
