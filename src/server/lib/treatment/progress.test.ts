import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measurements, pharmacySettings } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { type WeightEntry, highestDoseProgress, patientProgress } from "@/server/lib/treatment/progress";
import { reorderApprovalFacts } from "@/server/lib/treatment/reorder-approval-facts";
import { eq } from "drizzle-orm";
import { allNo, checkin, isoDaysBefore, suppliedPatient } from "../../../../tests/support/reorder-fixtures";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

const NOW = new Date("2026-06-10T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
});
afterAll(() => t?.close());

async function measure(
  patientId: number,
  o: { daysAgo: number; kg: number; heightCm?: number; method?: "live_video" | "photo" },
) {
  await t.db.insert(measurements).values({
    patient_id: patientId,
    method: o.method ?? "live_video",
    weight_kg: o.kg,
    height_cm: o.heightCm ?? null,
    measured_on: isoDaysBefore(NOW, o.daysAgo),
    recorded_by_employee_id: 1,
    recorded_by_name: "Priya Shah",
    created_at: NOW,
  });
}

async function requested(p: Awaited<ReturnType<typeof suppliedPatient>>, over: Parameters<typeof checkin>[1] = {}) {
  const res = await p.api.account.reorder.$post({ json: checkin(NOW, over) });
  expect(res.status).toBe(201);
  return (await res.json()).orderId;
}

describe("patientProgress", () => {
  it("lists the weights in date order, patient's and verified, with the latest check-in and no flag on steady progress", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 5 });
    await measure(p.patient.patient_id, { daysAgo: 20, kg: 99, heightCm: 170 });
    await measure(p.patient.patient_id, { daysAgo: 10, kg: 50, method: "photo" });
    await requested(p, { weightKg: 97 });
    const progress = await patientProgress(t.db, p.patient.patient_id, NOW);
    expect(progress.weights).toEqual([
      { on: isoDaysBefore(NOW, 24), kg: 100, source: "questionnaire", verified: false },
      { on: isoDaysBefore(NOW, 20), kg: 99, source: "live_video", verified: true },
      { on: isoDaysBefore(NOW, 0), kg: 97, source: "checkin", verified: false },
    ]);
    expect(progress.latestCheckin).toMatchObject({ weight_kg: 97, gap_days: 6, worstSideEffect: "none" });
    expect(progress.latestBmi).toBe(33.6);
    expect(progress.highestDose).toMatchObject({ highestMg: 5, since: isoDaysBefore(NOW, 22), daysAtHighestDose: 22 });
    expect(progress.flags).toEqual([]);
  });

  it("flags rapid loss, a severe side effect and new medicines from the check-in", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    await requested(p, {
      weightKg: 91,
      sideEffects: { ...checkin(NOW).sideEffects, vomiting: "severe" },
      newMedicines: { answer: "yes", details: "Omeprazole" },
    });
    const { flags } = await patientProgress(t.db, p.patient.patient_id, NOW);
    expect(flags.map((f) => f.code)).toEqual(["rapid_loss", "severe_side_effect", "new_medicines"]);
    expect(flags[0]!.label).toBe("Lost over 8% in 4 weeks");
  });

  it("flags a gain over 5%, and a BMI under 25 on the latest weight with the latest verified height", async () => {
    const gain = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    await requested(gain, { weightKg: 105.5 });
    expect((await patientProgress(t.db, gain.patient.patient_id, NOW)).flags.map((f) => f.code)).toEqual(["gain"]);

    const low = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    await measure(low.patient.patient_id, { daysAgo: 200, kg: 100, heightCm: 150 });
    await measure(low.patient.patient_id, { daysAgo: 30, kg: 99, heightCm: 200 });
    await requested(low, { weightKg: 98 });
    const progress = await patientProgress(t.db, low.patient.patient_id, NOW);
    expect(progress.latestBmi).toBe(24.5);
    expect(progress.flags.map((f) => f.label)).toEqual(["BMI under 25"]);
  });

  it("is due an efficacy review after 182 days at the highest dose with under 5% loss, with the Clinical settings", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 190, mg: 15 });
    await measure(p.patient.patient_id, { daysAgo: 20, kg: 97, heightCm: 170 });
    const progress = await patientProgress(t.db, p.patient.patient_id, NOW);
    expect(progress.highestDose).toMatchObject({ highestMg: 15, daysAtHighestDose: 190, lossPercentAtHighestDose: 3 });
    expect(progress.flags.map((f) => f.label)).toEqual(["Efficacy review due"]);

    await t.db
      .update(pharmacySettings)
      .set({ setting_value: "2.5" })
      .where(eq(pharmacySettings.setting_key, "efficacy_min_loss_percent"));
    try {
      expect((await patientProgress(t.db, p.patient.patient_id, NOW)).flags).toEqual([]);
    } finally {
      await t.db
        .update(pharmacySettings)
        .set({ setting_value: "5" })
        .where(eq(pharmacySettings.setting_key, "efficacy_min_loss_percent"));
    }
  });
});

describe("highestDoseProgress", () => {
  const w = (on: string, kg: number): WeightEntry => ({ on, kg, source: "checkin", verified: false });
  it("counts from the first supply of the highest dose and the weight of that day", () => {
    const supplies = [
      { orderId: 1, on: "2026-01-01", mg: 2.5 },
      { orderId: 2, on: "2026-02-01", mg: 5 },
      { orderId: 3, on: "2026-03-01", mg: 5 },
    ];
    const weights = [w("2026-01-01", 110), w("2026-01-30", 105), w("2026-03-01", 102), w("2026-04-01", 100)];
    expect(highestDoseProgress(supplies, weights, "2026-04-02")).toEqual({
      highestMg: 5,
      since: "2026-02-01",
      daysAtHighestDose: 60,
      lossPercentAtHighestDose: 4.8,
    });
    expect(highestDoseProgress([], weights, "2026-04-02")).toMatchObject({ highestMg: null, daysAtHighestDose: 0 });
  });
});

describe("reorderApprovalFacts", () => {
  it("gives the last supplied dose and the re-verification age for a re-order", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 10 });
    const orderId = await requested(p, { requestedMg: 12.5 });
    expect(await reorderApprovalFacts(t.db, orderId)).toEqual({
      kind: "reorder",
      gapDays: 6,
      lastSuppliedMg: 10,
      reassessmentNeeded: false,
      fullQuestionnaireSinceBreak: false,
      measurementMaxAgeDays: 182,
      pregnantBreastfeedingOrPlanning: false,
      checkin: { gapDays: 6, injectionsTaken: 4, worstSideEffect: "none", pregnantBreastfeedingOrPlanning: false },
    });
    expect(await reorderApprovalFacts(t.db, p.supplied.order_id)).toBeNull();
  });

  it("needs a reassessment from a 56-day gap, and knows the questionnaire was given since the break", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 70, mg: 7.5 });
    const orderId = await requested(p, {
      lastInjectionOn: isoDaysBefore(NOW, 60),
      requestedMg: null,
      questionnaire: allNo(),
    });
    expect(await reorderApprovalFacts(t.db, orderId)).toMatchObject({
      kind: "restart",
      gapDays: 60,
      lastSuppliedMg: 7.5,
      reassessmentNeeded: true,
      fullQuestionnaireSinceBreak: true,
    });

    const shorter = await suppliedPatient(t, { now: NOW, daysAgo: 45 });
    const restart = await requested(shorter, { lastInjectionOn: isoDaysBefore(NOW, 40), requestedMg: null });
    expect(await reorderApprovalFacts(t.db, restart)).toMatchObject({
      kind: "restart",
      reassessmentNeeded: false,
      fullQuestionnaireSinceBreak: false,
    });
  });
});
