/**
 * Accessibility of the prescriber's review (issue 11): axe WCAG 2.2 A/AA, a 360 px phone and the
 * keyboard, on the consultation queue, a consultation's page and its Approve dialog. One page
 * per test, so a slower machine stays within a test's time.
 */
import type { Locator, Page } from "@playwright/test";
import { E2E_SIGNING_PIN } from "./support/staff";
import { expectNoViolations, fitsTheScreen, settled } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { completedOrder } from "./support/orders";
import { consultationIdOf, recordEvidence, serverToday, superintendentApi } from "./support/review";
import { staffPage } from "./support/staff-orders";

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

/** A patient's completed order awaiting review, and its consultation; with the evidence approval needs when asked. */
async function awaitingReview(page: Page, opts: { evidence?: boolean } = {}) {
  const { orderId, patientId } = await completedOrder(page, "delivery");
  const api = await superintendentApi();
  const consultationId = await consultationIdOf(api, patientId, orderId);
  if (opts.evidence) await recordEvidence(api, patientId, await serverToday(api, consultationId));
  await api.dispose();
  return { orderId, consultationId };
}

test("the consultation queue, on a phone", async ({ browser }) => {
  const staff = await staffPage(browser);
  await staff.setViewportSize({ width: 360, height: 740 });
  await staff.goto("/admin/consultations?status=all");
  await settled(staff);
  await expect(staff.getByRole("heading", { level: 1, name: "Consultations" })).toBeVisible();
  await expect(staff.getByLabel("Status")).toHaveValue("all");
  await fitsTheScreen(staff);
  await expectNoViolations(staff, "/admin/consultations at 360 px");
  await staff.context().close();
});

test("a consultation's page, on a phone", async ({ page, browser }) => {
  test.slow(); // the order is made through the API first
  const { consultationId } = await awaitingReview(page);
  const staff = await staffPage(browser);
  await staff.setViewportSize({ width: 360, height: 740 });
  await staff.goto(`/admin/consultations/${consultationId}`);
  await settled(staff);
  await expect(staff.getByRole("heading", { level: 1, name: "Consultation: Ada Lovelace" })).toBeVisible();
  await fitsTheScreen(staff);
  await expectNoViolations(staff, `/admin/consultations/${consultationId} at 360 px`);
  await staff.context().close();
});

test("the Approve dialog, checked with axe and completed with the keyboard alone", async ({ page, browser }) => {
  test.slow(); // the order and its evidence are made through the API first
  const { consultationId, orderId } = await awaitingReview(page, { evidence: true });
  const prescriber = await staffPage(browser);
  await prescriber.goto(`/admin/consultations/${consultationId}`);
  await settled(prescriber);

  await tabTo(prescriber, prescriber.getByRole("group", { name: "Decision" }).getByRole("button", { name: "Approve" }));
  await prescriber.keyboard.press("Enter");
  const dialog = prescriber.getByRole("dialog", { name: "Approve" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Dose")).toBeFocused();
  await expect(dialog.getByText("Still needed before approval:")).toBeVisible();
  await expectNoViolations(prescriber, `the Approve dialog of consultation ${consultationId}`);

  await prescriber.keyboard.press("Tab");
  await expect(dialog.getByLabel("Directions")).toBeFocused();
  await prescriber.keyboard.press("Tab");
  await expect(dialog.getByLabel("Reasoning")).toBeFocused();
  await prescriber.keyboard.type("Identity and BMI verified on a live video call; no exclusions answered yes.");
  await prescriber.keyboard.press("Tab");
  await expect(dialog.getByLabel("Two-way contact", { exact: true })).toBeFocused();
  await prescriber.keyboard.press("ArrowDown");
  await expect(dialog.getByLabel("Two-way contact", { exact: true })).toHaveValue("live_video");
  await prescriber.keyboard.press("Tab");
  await expect(dialog.getByLabel("Share with the GP")).toBeFocused();
  await expect(dialog.getByLabel("Share with the GP")).toBeChecked();
  await prescriber.keyboard.press("Tab");
  await expect(dialog.getByLabel(/Contraception advice given/)).toBeFocused();
  await prescriber.keyboard.press("Space");
  await expect(dialog.getByLabel(/Contraception advice given/)).toBeChecked();
  await expect(dialog.getByText("Still needed before approval:")).toHaveCount(0);
  // "Sign and approve" (decision 118): the signing PIN, then the button.
  await prescriber.keyboard.press("Tab");
  await expect(dialog.getByLabel("Signing PIN")).toBeFocused();
  await prescriber.keyboard.type(E2E_SIGNING_PIN);
  await tabTo(prescriber, dialog.getByRole("button", { name: "Sign and approve" }));
  await prescriber.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(prescriber.getByRole("link", { name: "Print prescription" })).toBeVisible();
  await expect(prescriber.getByText(`Consultation #${consultationId} · order #${orderId}`)).toBeVisible();
  await prescriber.context().close();
});
