/**
 * A pharmacist in charge of every supply (issue 28; decisions 113, 116, 117, 118, 119): a nurse
 * prescriber approves and signs the prescription; a pharmacist clinically checks it; a pharmacy
 * technician assembles the pack; an accredited checking technician does the accuracy check, which
 * dispenses; the responsible pharmacist records an absence and the hand-over is refused until
 * they are back. It runs with the serial journeys: the RP's absence holds every supply of the
 * pharmacy, which the other journeys make.
 */
import type { Page } from "@playwright/test";
import { expectNoViolations, fitsTheScreen, settled } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { completedOrder } from "../support/orders";
import { consultationIdOf, recordEvidence, serverToday } from "../support/review";
import { E2E_NURSE, E2E_SIGNING_PIN } from "../support/staff";
import {
  accuracyCheck,
  assemble,
  checkerPage,
  clinicalCheck,
  expectState,
  move,
  nursePage,
  printLabel,
  staffPage,
  technicianPage,
} from "../support/staff-orders";

const ABSENT = "The responsible pharmacist is absent.";

/** The superintendent (a pharmacist) is the RP on duty: whoever else is signed in is signed out first. */
async function signInAsRp(staff: Page) {
  await staff.goto("/admin/rp-log");
  await settled(staff);
  const signOther = staff.getByRole("button", { name: /^Sign .+ out$/ });
  if (await signOther.isVisible()) await signOther.click();
  const signIn = staff.getByRole("button", { name: "Sign in as responsible pharmacist" });
  if (await signIn.isVisible()) await signIn.click();
  await expect(staff.getByRole("button", { name: "Record absence" })).toBeVisible();
}

/** Nothing on the page is wider than the 360 px screen. */
async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await fitsTheScreen(page);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a nurse prescriber signs, a pharmacist checks, a technician assembles, an accredited checking technician checks, and the RP's absence holds the hand-over", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { orderId, patientId } = await completedOrder(page, "pickup");

  // The nurse prescriber approves with "Sign and approve" and their signing PIN.
  const nurse = await nursePage(browser);
  const consultationId = await consultationIdOf(nurse.request, patientId, orderId);
  await recordEvidence(nurse.request, patientId, await serverToday(nurse.request, consultationId));
  await nurse.goto(`/admin/consultations/${consultationId}`);
  await nurse.getByRole("group", { name: "Decision" }).getByRole("button", { name: "Approve" }).click();
  const approve = nurse.getByRole("dialog", { name: "Approve" });
  await approve
    .getByLabel("Reasoning")
    .fill("Identity and BMI verified on a live video call; no exclusions answered yes.");
  await approve.getByLabel("Two-way contact", { exact: true }).selectOption("live_video");
  await approve.getByLabel("Contraception advice given (MHRA, June 2025)").check();
  await approve.getByLabel("Signing PIN").fill(E2E_SIGNING_PIN);
  await approve.getByRole("button", { name: "Sign and approve" }).click();
  await expect(approve).toBeHidden();
  await expect(nurse.getByText(/^Approved by E2E Nurse \(NMC 12A3456E\) on .+: 2\.5 mg, one pen$/)).toBeVisible();
  // Not a pharmacist: the RP log offers them no sign-in.
  await nurse.goto("/admin/rp-log");
  await expect(nurse.getByText("Only a registered pharmacist can be the responsible pharmacist.")).toBeVisible();
  await expect(nurse.getByRole("button", { name: "Sign in as responsible pharmacist" })).toHaveCount(0);
  await nurse.context().close();

  // The pharmacist: RP on duty, takes payment, reads the signed prescription and checks it.
  const staff = await staffPage(browser);
  await signInAsRp(staff);
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(staff.getByText(`E2E Nurse (NMC ${E2E_NURSE.nmcPin})`)).toBeVisible();
  await move(staff, "Mark paid", "Prescribed", async (d) => {
    await d.getByLabel("Payment method").selectOption("card_in_pharmacy");
    await d.getByLabel("Reference").fill(`CARD-${orderId}`);
  });
  await clinicalCheck(staff);
  const checklist = staff.getByRole("list", { name: "Dispensing checklist" });
  await expect(checklist.getByText("1. Clinical check (done)")).toBeVisible();

  // The technician assembles and prints the label; the accuracy check is not theirs.
  const technician = await technicianPage(browser);
  await technician.goto(`/admin/orders/${orderId}`);
  await expect(technician.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await assemble(technician);
  await printLabel(technician, orderId);
  await expect(
    technician.getByRole("list", { name: "Dispensing checklist" }).getByText("3. Accuracy check (waiting)"),
  ).toBeVisible();
  await technician.context().close();

  // The accredited checking technician's accuracy check dispenses, with the RP in.
  const checker = await checkerPage(browser);
  await accuracyCheck(checker, orderId);
  await checker.context().close();
  await staff.reload();
  await expectState(staff, "Dispensed");
  await move(staff, "Ready to collect", "Ready to collect");

  // The RP steps out: the hand-over waits, said beside the button with the way to the log.
  await staff.goto("/admin/rp-log");
  await staff.getByRole("button", { name: "Record absence" }).click();
  const absence = staff.getByRole("dialog", { name: "Record absence" });
  await absence.getByLabel("Reason").fill("At the GP surgery next door for a patient's query");
  await absence.getByRole("button", { name: "Record absence" }).click();
  await expect(absence).toBeHidden();
  await expect(staff.getByText(new RegExp(`^${ABSENT} Since .+: At the GP surgery`))).toBeVisible();
  await expectNoViolations(staff, "the RP log with an absence");

  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const held = staff.getByText(ABSENT, { exact: false });
  await expect(held).toBeVisible();
  await expect(staff.getByRole("link", { name: "Responsible pharmacist log" })).toBeVisible();
  await expectNoViolations(staff, "the order page while the RP is absent");
  await fitsNarrowScreen(staff);
  await staff.getByRole("group", { name: "Actions" }).getByRole("button", { name: "Collected", exact: true }).click();
  const handOver = staff.getByRole("dialog", { name: "Collected" });
  await handOver.getByLabel("ID checked").check();
  await handOver.getByRole("button", { name: "Collected", exact: true }).click();
  // The server refuses it (409), said in the dialog; the order stays ready to collect.
  await expect(handOver.getByRole("alert")).toContainText(ABSENT);
  await staff.keyboard.press("Escape");
  await expectState(staff, "Ready to collect");

  // Back: the hand-over goes through.
  await staff.getByRole("link", { name: "Responsible pharmacist log" }).click();
  await staff.getByRole("button", { name: "Back", exact: true }).click();
  await expect(staff.getByRole("button", { name: "Record absence" })).toBeVisible();
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByText(ABSENT)).toHaveCount(0);
  await move(staff, "Collected", "Collected", async (d) => {
    await d.getByLabel("ID checked").check();
  });
  await staff.context().close();
});
