/**
 * My progress (issue 23): a patient weeks into treatment, with three check-ins, sees their weight
 * over time with the verified measurement marked and the doses beneath, reads it as a table, and
 * adds today's weight in stones and pounds; the prescriber's consultation of their re-order shows
 * it as self-reported. The history is dated before the server's clock (support/treated-patient.ts),
 * so the shared clock is never moved. Checked with axe, and on a 360 px phone.
 */
import type { Page } from "@playwright/test";
import { NO_SIDE_EFFECTS } from "../../src/shared/domain/clinical/side-effects";
import { expectNoViolations, fitsTheScreen, settled } from "./support/axe";
import { expect, signUpViaApi, test } from "./support/fixtures";
import { consultationIdOf, superintendentApi } from "./support/review";
import { staffPage } from "./support/staff-orders";
import { apiOf } from "./support/typed-api";
import { treatedPatientOf } from "./support/untyped-routes";
import { DAY_MS } from "../../src/shared/domain/dates";

const daysBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const no = { answer: "no", details: "" } as const;

/** A patient on 5 mg after two check-ins, who checks in a third time today through the account's API. */
async function patientWithThreeCheckins(page: Page) {
  const { email } = await signUpViaApi(page);
  const made = await page.request.post("/e2e/patients/treated", {
    data: {
      email,
      first: { daysAgo: 78, mg: 2.5 },
      measuredKg: 99.2,
      checkins: [
        { daysAgo: 50, kg: 97.1, mg: 5 },
        { daysAgo: 22, kg: 94.6, mg: 5 },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { patientId, today } = await treatedPatientOf(made);
  const checkin = await apiOf(page).account.reorder.$post({
    json: {
      weightKg: 93,
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
  expect(checkin.status, await checkin.clone().text()).toBe(201);
  const { orderId } = await checkin.json();
  return { patientId, orderId };
}

test("a patient sees their progress as a chart and a table, adds a weight, and the prescriber sees it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // the history is made through the API first, then two browsers
  const { patientId, orderId } = await patientWithThreeCheckins(page);

  await page.goto("/account");
  await settled(page);
  const progress = page.getByRole("region", { name: "My progress" });
  await expect(progress.getByRole("img", { name: /^Weight over time, 5 weights\. latest 93 kg/ })).toBeVisible();
  await expect(progress.getByText(/^Lost 7 kg \(7%\) since /)).toBeVisible();
  await progress.screenshot({ path: testInfo.outputPath("progress-desktop.png") });

  // The table: hidden on screen until asked for, every weight with its BMI, dose and source.
  const table = progress.getByRole("table", { name: /Every weight on record/ });
  await progress.getByRole("button", { name: "Show as table" }).click();
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(6);
  await expect(table.getByRole("row").nth(2)).toContainText("99.2 kg");
  await expect(table.getByRole("row").nth(2)).toContainText("Live video");
  await expect(table.getByRole("row").nth(2)).toContainText("Verified");
  await expect(table.getByRole("row").nth(3)).toContainText("97.1 kg");
  await expect(table.getByRole("row").nth(3)).toContainText("2.5 mg");
  await expect(table.getByRole("row").nth(5)).toContainText("93 kg");
  await expect(table.getByRole("row").nth(5)).toContainText("5 mg");
  await expectNoViolations(page, "/account with the progress chart");

  // On a phone: today's weight in stones and pounds, with the conversion shown; a wrong figure is named on its field.
  await page.setViewportSize({ width: 360, height: 780 });
  await fitsTheScreen(page);
  await progress.getByRole("radio", { name: "Stones and pounds" }).check();
  await progress.getByRole("textbox", { name: "Stones" }).fill("14");
  await progress.getByRole("textbox", { name: "Pounds" }).fill("14");
  await progress.getByRole("button", { name: "Add weight" }).click();
  await expect(progress.getByRole("textbox", { name: "Pounds" })).toHaveAccessibleDescription(
    "Pounds must be between 0 and 13",
  );
  await progress.getByRole("textbox", { name: "Pounds" }).fill("5");
  await expect(progress.getByText("That is 91.2 kg.")).toBeVisible();
  await progress.getByRole("button", { name: "Add weight" }).click();
  await expect(page.getByText("Weight added", { exact: true })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(7);
  await expect(table.getByRole("row").nth(6)).toContainText("91.2 kg");
  await expect(table.getByRole("row").nth(6)).toContainText("Self-reported");
  await expect(progress.getByText(/^Lost 8\.8 kg \(8\.8%\) since /)).toBeVisible();
  await fitsTheScreen(page);
  await expectNoViolations(page, "/account at 360 px after adding a weight");
  await progress.screenshot({ path: testInfo.outputPath("progress-360.png") });

  // The prescriber's consultation of the re-order: the same chart, the weight added as self-reported.
  const api = await superintendentApi();
  const consultationId = await consultationIdOf(api, patientId, orderId);
  await api.dispose();
  const staff = await staffPage(browser);
  await staff.goto(`/admin/consultations/${consultationId}`);
  await settled(staff);
  await expect(staff.getByRole("img", { name: /^Weight over time, 6 weights\. latest 91\.2 kg/ })).toBeVisible();
  await staff.getByRole("button", { name: "Show as table" }).click();
  const rows = staff.getByRole("table", { name: /Every weight on record/ }).getByRole("row");
  await expect(rows.nth(6)).toContainText("91.2 kg");
  await expect(rows.nth(6)).toContainText("Self-reported");
  await expect(rows.nth(2)).toContainText("Verified");
  await expectNoViolations(staff, `/admin/consultations/${consultationId} with the progress chart`);
  await staff.setViewportSize({ width: 360, height: 740 });
  await fitsTheScreen(staff);
  await staff.context().close();
});
