import type { Page } from "@playwright/test";
import { fitsTheScreen } from "./support/axe";
import { appTakesOver, expect, signUpViaApi, test } from "./support/fixtures";

async function calculate(page: Page, height: string, weight: string, sex: "Male" | "Female" = "Female") {
  await page.getByLabel("Height (cm)").fill(height);
  await page.getByLabel("Weight (kg)").fill(weight);
  await page.getByRole("radio", { name: sex, exact: true }).check();
  await page.getByRole("button", { name: "Calculate BMI" }).click();
}

/** Opens the calculator, and waits until the app has taken the server-rendered page over. */
async function openCalculator(page: Page) {
  const hydrated = appTakesOver(page);
  await page.goto("/am-i-suitable");
  await hydrated;
}

/** A patient record's basic step, as the form saves it. */
const basicDetails = (email: string, userType: "new" | "existing") => ({
  forSelf: "yes",
  userType,
  salutation: "",
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  phone: "07700 900123",
  dob: "1980-05-17",
  sex: "female",
  address1: "1 High Street",
  address2: "",
  city: "Oxford",
  postcode: "OX1 1AA",
  // An existing (transfer) user gives their current treatment on this step.
  transfer: {
    provider: "Another Online Pharmacy Ltd",
    doseMg: 5,
    lastInjection: "2025-01-06",
    evidence: "Order confirmation dated 2 January 2025",
  },
});

const navState = (page: Page) => page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);

test("a visitor with a BMI of 30 or more continues to sign in, carrying the result", async ({ page }) => {
  await openCalculator(page);
  await expect(page.getByRole("heading", { level: 1, name: "Am I Suitable?" })).toBeVisible();
  await expect(page).toHaveTitle(/Am I Suitable\?/);

  await calculate(page, "170", "95");
  await expect(page.getByTestId("bmi-value")).toHaveText("32.9");
  await expect(page.getByText("Obesity")).toBeVisible();
  await expect(page.getByText("You may be eligible for the treatment.")).toBeVisible();

  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await navState(page)).toEqual({
    from: "/patient-form/basic",
    userData: { height: 170, weight: 95, sex: "female", bmi: 32.9, userType: "new" },
  });
});

test("a BMI under 30 is not eligible for a new patient, and the page says why", async ({ page }) => {
  await openCalculator(page);
  await calculate(page, "180", "90", "Male");
  await expect(page.getByTestId("bmi-value")).toHaveText("27.8");
  await expect(page.getByText("Overweight")).toBeVisible();
  await expect(page.getByText("Based on your BMI, you are not currently eligible.")).toBeVisible();
  await expect(page.getByText("A BMI of 30 or more is required for the treatment.")).toBeVisible();
  await expect(page.getByText(/BMI is 27 or more and you have a weight-related health condition/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue" })).toHaveCount(0);

  await calculate(page, "180", "55", "Male");
  await expect(page.getByTestId("bmi-value")).toHaveText("17.0");
  await expect(page.getByText("Underweight")).toBeVisible();
  await expect(page.getByText("Based on your BMI, you are not currently eligible.")).toBeVisible();
  await expect(page.getByText(/BMI is 27 or more/)).toHaveCount(0);
});

test("a signed-in patient transferring their treatment goes straight to the basic step, and the choice is saved", async ({
  page,
}) => {
  await signUpViaApi(page);
  await openCalculator(page);
  await expect(page.getByRole("heading", { name: "Check your eligibility" })).toBeVisible();

  const saved = page.waitForRequest((r) => r.url().endsWith("/api/me/patient-type") && r.method() === "PUT");
  await page.getByRole("radio", { name: "I already use the treatment and want to transfer" }).check();
  expect((await saved).postDataJSON()).toEqual({ userType: "existing" });
  await expect(page.getByRole("heading", { name: "Continue your treatment with us" })).toBeVisible();
  expect(
    await page.evaluate(() => [sessionStorage.getItem("userType"), sessionStorage.getItem("patient_status_id")]),
  ).toEqual(["existing", "2"]);

  // Existing users are always eligible (docs/spec.md §9), whatever their BMI now.
  await calculate(page, "165", "70");
  await expect(page.getByTestId("bmi-value")).toHaveText("25.7");
  await expect(page.getByText("You can continue your treatment with us.")).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  expect(await navState(page)).toMatchObject({
    userData: { height: 165, weight: 70, sex: "female", bmi: 25.7, userType: "existing" },
  });
});

test("the choice survives a reload in the same tab, and a failed save does not stop the visitor", async ({ page }) => {
  await signUpViaApi(page);
  await page.route("**/api/me/patient-type", (route) =>
    route.fulfill({ status: 500, json: { error: "Something went wrong." } }),
  );
  await openCalculator(page);
  await page.getByRole("radio", { name: "I already use the treatment and want to transfer" }).check();
  await page.reload();
  await expect(page.getByRole("radio", { name: "I already use the treatment and want to transfer" })).toBeChecked();
  await calculate(page, "170", "95");
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
});

test("missing, invalid and impossible values are refused with a clear message", async ({ page }) => {
  await openCalculator(page);
  await page.getByRole("button", { name: "Calculate BMI" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please fill in all fields to calculate your BMI")).toBeVisible();
  await expect(page.getByLabel("Height (cm)")).toHaveAttribute("aria-invalid", "true");

  await calculate(page, "-170", "80");
  await expect(page.getByText("Please enter valid height and weight values")).toBeVisible();

  await calculate(page, "17", "80");
  await expect(page.getByLabel("Height (cm)")).toHaveAccessibleDescription(/Height must be between 50 and 272 cm/);
  await expect(page.getByTestId("bmi-value")).toHaveCount(0);

  await calculate(page, "170", "950");
  await expect(page.getByLabel("Weight (kg)")).toHaveAccessibleDescription(/Weight must be between 20 and 400 kg/);
  await expect(page.getByTestId("bmi-value")).toHaveCount(0);
});

test("a signed-in new patient under 30 is told why and cannot continue; at 30 or more goes straight to the basic step", async ({
  page,
}) => {
  await signUpViaApi(page);
  await openCalculator(page);
  await expect(page.getByRole("radio", { name: "I'm new to the treatment" })).toBeChecked();

  await calculate(page, "175", "80", "Male");
  await expect(page.getByTestId("bmi-value")).toHaveText("26.1");
  await expect(page.getByText("Based on your BMI, you are not currently eligible.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue" })).toHaveCount(0);

  await calculate(page, "175", "92", "Male");
  await expect(page.getByTestId("bmi-value")).toHaveText("30.0");
  await expect(page.getByText("Obesity")).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  expect(await navState(page)).toMatchObject({
    userData: { height: 175, weight: 92, sex: "male", bmi: 30, userType: "new" },
  });
});

test("with nothing chosen in this tab, the calculator starts from the patient type on the signed-in patient's record", async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  const saved = await page.request.put("/api/patient/basic", { data: basicDetails(email, "existing") });
  expect(saved.status()).toBe(200);

  await openCalculator(page);
  expect(await page.evaluate(() => sessionStorage.getItem("userType"))).toBeNull();
  await expect(page.getByRole("radio", { name: "I already use the treatment and want to transfer" })).toBeChecked();
  await expect(page.getByRole("heading", { name: "Continue your treatment with us" })).toBeVisible();
  await calculate(page, "165", "70");
  await expect(page.getByText("You can continue your treatment with us.")).toBeVisible();
});

test("a result shown before the patient's record arrives follows the recorded patient type", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  const saved = await page.request.put("/api/patient/basic", { data: basicDetails(email, "existing") });
  expect(saved.status()).toBe(200);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/patient/state", async (route) => {
    await released;
    await route.continue();
  });

  await openCalculator(page);
  await calculate(page, "165", "70");
  await expect(page.getByText("Based on your BMI, you are not currently eligible.")).toBeVisible();
  release();
  await expect(page.getByRole("radio", { name: "I already use the treatment and want to transfer" })).toBeChecked();
  await expect(page.getByText("You can continue your treatment with us.")).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  expect(await navState(page)).toMatchObject({ userData: { bmi: 25.7, userType: "existing" } });
});

test("on a 360 px phone the result fits inside its panel", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openCalculator(page);
  for (const [weight, category] of [
    ["85", "Overweight"],
    ["50", "Underweight"],
    ["70", "Normal weight"],
  ] as const) {
    await calculate(page, "170", weight);
    const value = page.getByText(category, { exact: true });
    await expect(value).toBeVisible();
    // Text wider than its box overflows it, past the panel's padding and border.
    expect(await value.evaluate((el) => el.scrollWidth <= el.clientWidth), `${category} fits`).toBe(true);
  }
  await fitsTheScreen(page);
});
