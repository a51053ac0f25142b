/**
 * A decision is corrected, never edited (issue 19, decision 085): a patient on 5 mg asks for
 * 7.5 mg; the prescriber approves 5 mg by mistake, then corrects the approval to 7.5 mg before
 * dispensing, with the keyboard alone in a dialog axe finds clean. The consultation shows the
 * first approval as superseded, the order and the patient's account show the 7.5 mg order at its
 * price, the patient's e-mail names no dose, and once the pen is dispensed the correction is
 * refused: a mistake is then an incident.
 */
import type { Locator, Page } from "@playwright/test";
import { E2E_SIGNING_PIN } from "./support/staff";
import { NO_SIDE_EFFECTS } from "../../src/shared/domain/clinical/side-effects";
import { expectNoViolations, fitsTheScreen, settled } from "./support/axe";
import { expect, latestMail, signUpViaApi, test } from "./support/fixtures";
import { consultationIdOf, recordEvidence, superintendentApi } from "./support/review";
import { payAndDispense, prescriberPage, staffPage } from "./support/staff-orders";
import { apiOf } from "./support/typed-api";
import { suppliedPatientOf } from "./support/untyped-routes";
import { DAY_MS } from "../../src/shared/domain/dates";

const daysBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

/** A patient on 5 mg, supplied 22 days ago, who asked on time for 7.5 mg; their e-mail and the new order. */
async function reorderFor75(page: Page) {
  const { email } = await signUpViaApi(page);
  const supplied = await page.request.post("/e2e/patients/supplied", { data: { email, daysAgo: 22, mg: 5 } });
  expect(supplied.status(), await supplied.text()).toBe(200);
  const { today } = await suppliedPatientOf(supplied);
  const no = { answer: "no", details: "" } as const;
  const res = await apiOf(page).account.reorder.$post({
    json: {
      weightKg: 96.4,
      weighedOn: today,
      injectionsTaken: 4,
      lastInjectionOn: daysBefore(today, 6),
      sideEffects: NO_SIDE_EFFECTS,
      newConditions: no,
      newMedicines: no,
      pregnantBreastfeedingOrPlanning: null,
      oralContraception: null,
      requestedMg: 7.5,
      questionnaire: null,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { orderId } = await res.json();
  return { email, today, orderId };
}

test("a prescriber corrects an approval of the wrong dose before dispensing; after dispensing it is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { email, today, orderId } = await reorderFor75(page);
  const api = await superintendentApi();
  const found = await (await apiOf(api).admin.patients.$get({ query: { search: email } })).json();
  const patientId = found.data[0]!.patient_id;
  const consultationId = await consultationIdOf(api, patientId, orderId);
  await recordEvidence(api, patientId, today);

  // The prescriber approves 5 mg by mistake: the patient asked for 7.5 mg.
  const prescriber = await prescriberPage(browser);
  await prescriber.goto(`/admin/consultations/${consultationId}`);
  await settled(prescriber);
  await prescriber.getByRole("group", { name: "Decision" }).getByRole("button", { name: "Approve" }).click();
  const approve = prescriber.getByRole("dialog", { name: "Approve" });
  await expect(approve.getByLabel("Dose").locator("option:checked")).toHaveText("7.5 mg");
  await approve.getByLabel("Dose").selectOption({ label: "5 mg" });
  await approve.getByLabel("Reasoning").fill("Steady loss on 5 mg with no side effects; continuing on the ladder.");
  await approve.getByLabel("Two-way contact", { exact: true }).selectOption("secure_message");
  await approve.getByLabel("Reason for not sharing").fill("The patient did not answer the GP question.");
  await approve.getByLabel("Signing PIN").fill(E2E_SIGNING_PIN);
  await approve.getByRole("button", { name: "Sign and approve" }).click();
  await expect(toast(prescriber, "Supply approved")).toBeVisible();
  await expect(prescriber.getByText(/^Approved by .+ on .+: 5 mg, one pen$/)).toBeVisible();

  // The correction, with the keyboard alone.
  const correctButton = prescriber.getByRole("button", { name: "Correct decision" });
  await tabTo(prescriber, correctButton);
  await prescriber.keyboard.press("Enter");
  const dialog = prescriber.getByRole("dialog", { name: "Correct decision" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Decision #\d+: Approved · 5 mg, one pen · by /)).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Approve" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Approve" })).toBeFocused();
  await expect(
    dialog.getByText("A new prescription is issued, and the order waits for payment at the new dose's price."),
  ).toBeVisible();
  await expectNoViolations(prescriber, `the Correct decision dialog of consultation ${consultationId}`);

  await prescriber.keyboard.press("Tab");
  // The dose the patient asked for is chosen first: the one the prescriber meant.
  await expect(dialog.getByLabel("Dose")).toBeFocused();
  await expect(dialog.getByLabel("Dose").locator("option:checked")).toHaveText("7.5 mg");
  await prescriber.keyboard.press("Tab");
  await expect(dialog.getByLabel("Directions")).toBeFocused();
  await prescriber.keyboard.press("Tab");
  await expect(dialog.getByLabel("Reasoning")).toBeFocused();
  await prescriber.keyboard.type(
    "The patient asked for 7.5 mg and the ladder allows the step: 4 injections, no side effects.",
  );
  await prescriber.keyboard.press("Tab");
  await expect(dialog.getByLabel("Two-way contact", { exact: true })).toBeFocused();
  await prescriber.keyboard.press("ArrowDown");
  await expect(dialog.getByLabel("Two-way contact", { exact: true })).toHaveValue("live_video");
  await tabTo(prescriber, dialog.getByLabel("Reason for not sharing"));
  await prescriber.keyboard.type("The patient did not answer the GP question.");
  // The new prescription is signed anew (decision 118).
  await tabTo(prescriber, dialog.getByLabel("Signing PIN"));
  await prescriber.keyboard.type(E2E_SIGNING_PIN);
  // Submitted without the reason for the correction: the message is tied to its field, nothing is recorded.
  await tabTo(prescriber, dialog.getByRole("button", { name: "Record the correction" }));
  await prescriber.keyboard.press("Enter");
  const reason = dialog.getByLabel("Reason for the correction");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription("Reason for the correction must be at least 20 characters");
  await tabTo(prescriber, reason);
  await prescriber.keyboard.type("5 mg was chosen by mistake: the patient asked for 7.5 mg and meets the ladder.");
  await tabTo(prescriber, dialog.getByRole("button", { name: "Record the correction" }));
  await prescriber.keyboard.press("Enter");
  await expect(toast(prescriber, "Decision corrected")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The consultation: the correction stands, the first approval is superseded and stays on record.
  await expect(prescriber.getByText(/^Approved by .+ on .+: 7\.5 mg, one pen$/)).toBeVisible();
  await expect(prescriber.getByText(/^Corrects decision #\d+: 5 mg was chosen by mistake/).first()).toBeVisible();
  await expect(prescriber.getByText(/^Superseded by decision #\d+$/)).toBeVisible();
  await expect(
    prescriber.getByText(/^Decision #\d+: Approved · 5 mg · order #\d+ \(this consultation\)$/),
  ).toBeVisible();
  await expectNoViolations(prescriber, `consultation ${consultationId} after the correction`);
  await prescriber.setViewportSize({ width: 360, height: 740 });
  await fitsTheScreen(prescriber);
  await prescriber.setViewportSize({ width: 1280, height: 800 });

  // The order is for 7.5 mg at its price, on its page and in the patient's account.
  await prescriber.goto(`/admin/orders/${orderId}`);
  await expect(prescriber.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(prescriber.getByText(/Mounjaro 7\.5mg pre-filled pen/)).toBeVisible();
  await expect(prescriber.getByText("Mounjaro 7.5 mg × 1")).toBeVisible();
  await expect(prescriber.getByText("£279.00").first()).toBeVisible();
  await page.goto("/account");
  await expect(page.getByText(/Mounjaro 7\.5mg pre-filled pen/).first()).toBeVisible();
  await expect(page.getByText("£279.00").first()).toBeVisible();

  // The patient is told the new outcome; the e-mail names no medicine and no dose.
  const mail = await latestMail(page, email, "consultation_reviewed");
  expect(`${mail.subject}\n${mail.text}`).not.toMatch(/mounjaro|tirzepatide|\d\s?mg\b|7\.5/i);

  // Paid and dispensed at 7.5 mg by the superintendent (not the prescriber): from then on a mistake is an incident.
  const pharmacist = await staffPage(browser);
  await payAndDispense(browser, pharmacist, orderId);
  await pharmacist.context().close();
  await prescriber.goto(`/admin/consultations/${consultationId}`);
  await settled(prescriber);
  await expect(prescriber.getByText("This supply has been dispensed: record an incident instead.")).toBeVisible();
  await expect(prescriber.getByRole("button", { name: "Correct decision" })).toHaveCount(0);
  const detail = await (
    await apiOf(api).admin.consultations[":id"].$get({ param: { id: String(consultationId) } })
  ).json();
  const current = detail.decisions.find((d) => d.consultationId === consultationId && !d.superseded)!;
  const refused = await api.post(`/api/admin/consultations/${consultationId}/correction`, {
    data: {
      outcome: "rejected",
      rejectReason: "other",
      reasoning: "Recorded after dispensing, which the pharmacy does not allow.",
      supersedesDecisionId: current.decisionId,
      correctionReason: "An attempt to correct after the pen was dispensed.",
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    error: "This supply has been dispensed: record an incident instead.",
    code: "conflict",
  });
  await api.dispose();
  await prescriber.context().close();
});
