import type { Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { expect, signInAsAdmin, test } from "./support/fixtures";

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });

async function logInAsAdmin(page: Page) {
  await signInAsAdmin(page.request);
}

test("a changed setting shows on the contact page", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/admin/system-settings");
  await expect(page.getByRole("heading", { level: 1, name: "System Settings" })).toBeVisible();
  await expect(page.getByText("Manage all system-wide configuration settings")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contact Settings" })).toBeVisible();

  const input = page.getByLabel("accessibility_note");
  const original = await input.inputValue();
  const note = `Ramp at the side door (${randomBytes(3).toString("hex")})`;
  try {
    await input.fill(note);
    await expect(page.getByText("Unsaved")).toBeVisible();
    await page.getByRole("button", { name: "Save accessibility_note" }).click();
    await expect(toast(page, "Setting Updated")).toBeVisible();
    await expect(page.getByText("Unsaved")).toBeHidden();

    // A value that does not fit its type is refused on the field.
    await page.getByLabel("company_email").fill("not-an-email");
    await page.getByRole("button", { name: "Save company_email" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await page.getByRole("button", { name: "Undo changes to company_email" }).click();

    await page.goto("/contact");
    await expect(page.getByText(note)).toBeVisible();
  } finally {
    const restore = await page.request.put("/api/admin/settings/accessibility_note", { data: { value: original } });
    expect(restore.status()).toBe(200);
  }
});

test("a new setting is created from the Create New Setting panel", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/admin/system-settings");
  await page.getByRole("button", { name: "Add Setting" }).click();
  const panel = page.locator("#create-setting-panel");
  await expect(panel.getByRole("heading", { name: "Create New Setting" })).toBeVisible();

  await panel.getByRole("button", { name: "Create Setting" }).click();
  await expect(toast(page, "Error")).toBeVisible();
  await expect(panel.getByText("Key and value are required").first()).toBeVisible();

  const key = `e2e_note_${randomBytes(3).toString("hex")}`;
  await panel.getByLabel("Setting Key").fill(key);
  await panel.getByLabel("Category").fill("Marketing");
  await panel.getByLabel("Value").fill("https://example.org/leaflet");
  await panel.getByLabel("Type").selectOption("url");
  await panel.getByLabel("Description").fill("Leaflet link");
  // A pharmacy id that is not a whole number is reported, not dropped.
  await panel.getByLabel("Pharmacy ID (optional)").pressSequentially("e");
  await panel.getByRole("button", { name: "Create Setting" }).click();
  await expect(panel.getByText("Pharmacy ID must be a whole number")).toBeVisible();
  await panel.getByLabel("Pharmacy ID (optional)").fill("3");
  await panel.getByRole("button", { name: "Create Setting" }).click();

  await expect(toast(page, "Setting Created")).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("heading", { name: "Marketing Settings" })).toBeVisible();
  await expect(page.getByLabel(key)).toHaveValue("https://example.org/leaflet");
  await expect(page.locator(`#setting-${key}-meta`)).toHaveText("Leaflet link · Pharmacy ID: 3");

  // The same key again is refused.
  await page.getByRole("button", { name: "Add Setting" }).click();
  await panel.getByLabel("Setting Key").fill(key);
  await panel.getByLabel("Value").fill("again");
  await panel.getByRole("button", { name: "Create Setting" }).click();
  await expect(toast(page, "Failed to create setting")).toBeVisible();
  await expect(panel.getByText("A setting with this key already exists")).toBeVisible();
});

test("after a save the field shows the value as stored, and values changed elsewhere appear on reload", async ({
  page,
}) => {
  await logInAsAdmin(page);
  const key = `e2e_other_${randomBytes(3).toString("hex")}`;
  expect(
    (
      await page.request.post("/api/admin/settings", {
        data: { setting_key: key, setting_value: "first", category: "Testing" },
      })
    ).status(),
  ).toBe(201);

  await page.goto("/admin/system-settings");
  await expect(page.getByLabel(key, { exact: true })).toHaveValue("first");
  const input = page.getByLabel("consultation_duration", { exact: true });
  const original = await input.inputValue();

  // Someone else changes a setting while this page is open.
  expect((await page.request.put(`/api/admin/settings/${key}`, { data: { value: "second" } })).status()).toBe(200);

  // Spaces around a value are not kept; the saved field is no longer an unsaved edit.
  await input.fill(`  ${original}  `);
  await page.getByRole("button", { name: "Save consultation_duration" }).click();
  await expect(toast(page, "Setting Updated")).toBeVisible();
  await expect(input).toHaveValue(original);
  await expect(page.getByText("Unsaved")).toBeHidden();
  await expect(page.getByRole("button", { name: "Save consultation_duration" })).toBeHidden();

  // The settings reloaded after the save, so the other change shows, not as an edit of this page.
  await expect(page.getByLabel(key, { exact: true })).toHaveValue("second");
  await expect(page.getByRole("button", { name: `Save ${key}` })).toBeHidden();
});
