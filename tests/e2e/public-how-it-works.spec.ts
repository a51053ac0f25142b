import { expect, test } from "./support/fixtures";

test("each track switches the guide, and 'Check Eligibility' leads to the BMI check", async ({ page }) => {
  await page.goto("/how-it-works");
  await expect(page.getByRole("heading", { level: 1, name: "How It Works" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choose Your Journey" })).toBeVisible();

  const newTrack = page.getByRole("button", { name: /^New to the Treatment/ });
  const existingTrack = page.getByRole("button", { name: /^Already Using the Treatment/ });
  await expect(newTrack).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: "Your guide: starting the treatment" })).toBeVisible();

  await existingTrack.click();
  await expect(existingTrack).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: "Your guide: transferring your treatment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Verify your current treatment/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Transfer" })).toHaveAttribute("href", "/patient-form");

  await newTrack.click();
  await expect(page.getByRole("heading", { name: "Your guide: starting the treatment" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Check Now" })).toHaveAttribute("href", "/am-i-suitable");

  await page.getByRole("main").getByRole("link", { name: "Check Eligibility", exact: true }).click();
  await expect(page).toHaveURL(/\/am-i-suitable$/);
  await expect(page.getByRole("radio", { name: "I'm new to the treatment" })).toBeChecked();
});

test("'Select This Track' starts the transfer, remembering the choice", async ({ page }) => {
  await page.goto("/how-it-works");
  await page.getByRole("button", { name: "Select This Track" }).click();
  // The patient form needs an account: a visitor is sent to sign in first.
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from)).toMatch(
    /^\/patient-form/,
  );
  expect(await page.evaluate(() => sessionStorage.getItem("userType"))).toBe("existing");
});

test("/how-it-works/existing opens on the transfer guide, and the FAQ answers the main questions", async ({ page }) => {
  await page.goto("/how-it-works/existing");
  await expect(page.getByRole("button", { name: /^Already Using the Treatment/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("heading", { name: "Your guide: transferring your treatment" })).toBeVisible();

  await expect(page.getByRole("heading", { name: "Online-only services compared with our pharmacy" })).toBeVisible();
  await page.getByText("How soon will I see results?").click();
  await expect(page.getByText(/typically seen within 2-4 weeks/)).toBeVisible();
  for (const q of ["How much does the treatment cost?", "What are the side effects?", "Can I stop the treatment?"]) {
    await expect(page.getByText(q)).toBeVisible();
  }
});
