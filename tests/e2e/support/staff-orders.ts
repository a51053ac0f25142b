/** The pharmacy's side of the journeys: staff move an order from its page in the back office. */
import type { Browser, Page } from "@playwright/test";
import { randomInt } from "node:crypto";
import { expect, signInAs, signInAsAdmin, signInAsChecker, signInAsPrescriber } from "./fixtures";
import { E2E_NURSE, E2E_TECHNICIAN } from "./staff";
import { DAY_MS } from "../../../src/shared/domain/dates";
import { apiOf } from "./typed-api";

/** A browser context of its own (its own cookies and client address), signed in by `signIn`. */
async function signedInPage(browser: Browser, signIn: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  await signIn(page);
  return page;
}

/** The seeded superintendent (a pharmacist) signed in, in a browser of their own. */
export const staffPage = (browser: Browser) => signedInPage(browser, signInAsAdmin);

/** The journeys' prescriber, whose approvals the seeded superintendent may then clinically check (decision 117). */
export const prescriberPage = (browser: Browser) => signedInPage(browser, signInAsPrescriber);

/** A second member of staff, for the accuracy check (decision 095): an accredited checking technician. */
export const checkerPage = (browser: Browser) => signedInPage(browser, signInAsChecker);

/** The journeys' nurse prescriber (decision 119) and pharmacy technician (decision 117), each in a browser of their own. */
export const nursePage = (browser: Browser) => signedInPage(browser, (p) => signInAs(p, E2E_NURSE));
export const technicianPage = (browser: Browser) => signedInPage(browser, (p) => signInAs(p, E2E_TECHNICIAN));

/** Opens the action's dialog on the order page, lets `fill` fill it in, submits and waits for the new state. */
export async function move(
  staff: Page,
  action: string,
  state: string,
  fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void> = async () => {},
) {
  await staff.getByRole("group", { name: "Actions" }).getByRole("button", { name: action, exact: true }).click();
  const dialog = staff.getByRole("dialog", { name: action });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole("button", { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectState(staff, state);
}

/** The order page's state badge, beside its heading. */
export const expectState = (staff: Page, state: string) =>
  expect(staff.getByRole("heading", { level: 1 }).locator("xpath=..").getByText(state, { exact: true })).toBeVisible();

/** The seeded pharmacist is the responsible pharmacist, unless someone already is (decision 098). */
export async function ensureRpOnDuty(staff: Page) {
  const log = await (await apiOf(staff).admin["rp-log"].$get({ query: {} })).json();
  if (log.onDuty) return;
  const res = await staff.request.post("/api/admin/rp-log/sign-in", { data: {} });
  // Another journey may have signed in at the same moment: either way someone is on duty.
  expect([200, 409]).toContain(res.status());
}

/** A step's dialog from the dispensing checklist: opened, filled in by `fill`, submitted and closed. */
async function step(
  staff: Page,
  open: string,
  title: string,
  submit: string,
  fill: (d: ReturnType<Page["getByRole"]>) => Promise<void>,
) {
  await staff.getByRole("button", { name: open, exact: true }).click();
  const dialog = staff.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole("button", { name: submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

export const clinicalCheck = (staff: Page) =>
  step(staff, "Clinical check", "Clinical check", "Record clinical check", (d) =>
    d.getByLabel("The prescription is appropriate for this patient").check(),
  );

/** Assemble: `fill` scans the pack or types it (the default: a batch and an expiry a year away). */
export const assemble = (
  staff: Page,
  fill: (d: ReturnType<Page["getByRole"]>) => Promise<void> = async (d) => {
    await d.getByLabel("Batch number").fill("BN-2026-001");
    await d.getByLabel("Expiry date").fill(new Date(Date.now() + 365 * DAY_MS).toISOString().slice(0, 10));
  },
) => step(staff, "Assemble", "Assemble", "Record assembly", fill);

/** Opens the label's print page from the checklist, prints it (the print is recorded) and goes back. */
export async function printLabel(staff: Page, orderId: number) {
  await staff.getByRole("link", { name: "Print label" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Dispensing label, order #${orderId}` })).toBeVisible();
  await staff.getByRole("button", { name: "Print label" }).click();
  await expect(staff.getByText(/^Printed once; last by /)).toBeVisible();
  await staff.getByRole("link", { name: "Back to the order" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
}

/** The accuracy check by the second person, on their own page: the order is dispensed. */
export async function accuracyCheck(checker: Page, orderId: number) {
  await checker.goto(`/admin/orders/${orderId}`);
  await expect(checker.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await step(checker, "Accuracy check", "Accuracy check", "Record accuracy check", async (d) => {
    await d.getByLabel("The pack is the prescribed medicine and strength, in date").check();
    await d.getByLabel("The dose and directions match the prescription").check();
    await d.getByLabel("The label is correct and on the pack").check();
    await d.getByLabel("It is for this patient").check();
  });
  await expectState(checker, "Dispensed");
}

/**
 * Mark paid, then the three steps of dispensing (decision 095): the superintendent's clinical
 * check, assembly (typed) and the label's print; the accuracy check by a second member of staff.
 */
export async function payAndDispense(browser: Browser, staff: Page, orderId: number) {
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await move(staff, "Mark paid", "Prescribed", async (d) => {
    await d.getByLabel("Payment method").selectOption("card_in_pharmacy");
    await d.getByLabel("Reference").fill(`CARD-${orderId}`);
  });
  await ensureRpOnDuty(staff);
  await staff.reload();
  await clinicalCheck(staff);
  await assemble(staff);
  await printLabel(staff, orderId);
  const checker = await checkerPage(browser);
  await accuracyCheck(checker, orderId);
  await checker.context().close();
  await staff.reload();
  await expectState(staff, "Dispensed");
}
