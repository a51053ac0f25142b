/**
 * How a patient's treatment is going, for the prescriber who reviews a re-order or a restart
 * (issue 13): every weight on record in date order (self-reported at the start and at each
 * check-in and between check-ins, and the independent measurements staff took), the latest check-in, and the flags
 * of the queue computed from them (shared/domain/prescribing/consultation-flags progressFlags) with the
 * Clinical settings. A server lib so that the consultations feature can read it, and the
 * patient's account the same weights for their chart (issue 23, chartOf).
 */
import { and, eq, inArray } from "drizzle-orm";
import { isoToday, daysBetween } from "@/shared/domain/dates";
import { buildProgressSeries, type ProgressSeries } from "@/shared/domain/treatment/progress-series";
import { calculateBmi } from "@/shared/domain/clinical/bmi";
import { type ClinicalPolicy, clinicalPolicy } from "@/shared/domain/clinical/clinical-policy";
import { type Flag, type ProgressFacts, progressFlags } from "@/shared/domain/prescribing/consultation-flags";
import { INDEPENDENT_MEASUREMENT_METHODS } from "@/shared/domain/prescribing/consultation-vocabulary";
import { type SideEffectLevel, worstSideEffect } from "@/shared/domain/clinical/side-effects";
import type { DbOrTx } from "../../db/client";
import { checkins, measurements, patientHistory, selfReportedWeights } from "../../db/schema";
import { getSettings } from "../site/settings";
import { type Supply, suppliesOfPatients } from "./supplies";

export type WeightSource =
  "questionnaire" | "checkin" | "self_reported" | (typeof INDEPENDENT_MEASUREMENT_METHODS)[number];
export interface WeightEntry {
  on: string;
  kg: number;
  source: WeightSource;
  /** Taken by staff by an independent method, rather than told by the patient. */
  verified: boolean;
}

const groupBy = <T extends { patientId: number }>(rows: readonly T[]) => {
  const groups = new Map<number, T[]>();
  for (const r of rows) groups.set(r.patientId, [...(groups.get(r.patientId) ?? []), r]);
  return groups;
};

/** What the progress of each patient is computed from, read for them all with one query a kind. */
async function progressRecords(db: DbOrTx, patientIds: readonly number[]) {
  const ids = [...new Set(patientIds)];
  const measured = await db
    .select({
      patientId: measurements.patient_id,
      on: measurements.measured_on,
      kg: measurements.weight_kg,
      height: measurements.height_cm,
      method: measurements.method,
      id: measurements.measurement_id,
    })
    .from(measurements)
    .where(
      and(inArray(measurements.patient_id, ids), inArray(measurements.method, [...INDEPENDENT_MEASUREMENT_METHODS])),
    );
  const told = await db.select().from(checkins).where(inArray(checkins.patient_id, ids));
  // The questionnaires locked to orders, but not those given again with a check-in (the check-in holds that weight).
  const started = await db
    .select({
      patientId: patientHistory.patient_id,
      on: patientHistory.date_completed,
      kg: patientHistory.weight,
      height: patientHistory.height,
      orderId: patientHistory.order_id,
    })
    .from(patientHistory)
    .where(and(inArray(patientHistory.patient_id, ids), eq(patientHistory.history_type_id, 1)));
  const between = await db
    .select({
      patientId: selfReportedWeights.patient_id,
      on: selfReportedWeights.weighed_on,
      kg: selfReportedWeights.weight_kg,
    })
    .from(selfReportedWeights)
    .where(inArray(selfReportedWeights.patient_id, ids));
  return {
    measured: groupBy(measured),
    between: groupBy(between),
    told: groupBy(told.map((c) => ({ ...c, patientId: c.patient_id }))),
    started: groupBy(started),
    supplies: await suppliesOfPatients(db, ids),
  };
}
type ProgressRecords = Awaited<ReturnType<typeof progressRecords>>;

/** Every weight on record, oldest first (on one day, the patient's own before the verified one). */
function weightsIn(r: ProgressRecords, patientId: number): WeightEntry[] {
  const entries: WeightEntry[] = [
    ...(r.started.get(patientId) ?? [])
      .filter((h) => h.on && h.orderId !== null && h.kg > 0)
      .map((h) => ({ on: h.on!, kg: h.kg, source: "questionnaire" as const, verified: false })),
    ...(r.told.get(patientId) ?? []).map((c) => ({
      on: c.weighed_on,
      kg: c.weight_kg,
      source: "checkin" as const,
      verified: false,
    })),
    ...(r.between.get(patientId) ?? []).map((b) => ({
      on: b.on,
      kg: b.kg,
      source: "self_reported" as const,
      verified: false,
    })),
    ...(r.measured.get(patientId) ?? []).map((m) => ({
      on: m.on,
      kg: m.kg,
      source: m.method as WeightSource,
      verified: true,
    })),
  ];
  return entries.sort((a, b) => a.on.localeCompare(b.on) || Number(a.verified) - Number(b.verified));
}

/** The latest independently measured height, in cm. */
function verifiedHeightIn(r: ProgressRecords, patientId: number): number | null {
  const latestFirst = [...(r.measured.get(patientId) ?? [])].sort((a, b) => b.on.localeCompare(a.on) || b.id - a.id);
  return latestFirst.find((m) => m.height !== null)?.height ?? null;
}

/**
 * The height a chart's BMI is computed with: the latest measured by staff, else the one the
 * patient gave with their latest order's questionnaire.
 */
function chartHeightIn(r: ProgressRecords, patientId: number): { cm: number; verified: boolean } | null {
  const verified = verifiedHeightIn(r, patientId);
  if (verified !== null) return { cm: verified, verified: true };
  const told = [...(r.started.get(patientId) ?? [])]
    .filter((h) => h.on && h.orderId !== null && h.height > 0)
    .sort((a, b) => b.on!.localeCompare(a.on!));
  return told[0] ? { cm: told[0].height, verified: false } : null;
}

/** Days on the highest dose supplied (from its first supply) and the loss since the weight of that day. */
export function highestDoseProgress(
  supplies: readonly Pick<Supply, "on" | "mg">[],
  weights: readonly WeightEntry[],
  today: string,
) {
  const doses = supplies.filter((s): s is Pick<Supply, "on"> & { mg: number } => s.mg !== null);
  if (doses.length === 0) return { highestMg: null, since: null, daysAtHighestDose: 0, lossPercentAtHighestDose: 0 };
  const highestMg = Math.max(...doses.map((s) => s.mg));
  const since = doses.find((s) => s.mg === highestMg)!.on;
  const latest = weights.at(-1);
  // The weight when that dose started: the latest on or before the day, else the first after it.
  const start = weights.findLast((w) => w.on <= since) ?? weights.find((w) => w.on > since);
  const loss = latest && start && start !== latest ? ((start.kg - latest.kg) / start.kg) * 100 : 0;
  return {
    highestMg,
    since,
    daysAtHighestDose: daysBetween(since, today),
    lossPercentAtHighestDose: Math.round(loss * 10) / 10,
  };
}

type CheckinRow = typeof checkins.$inferSelect;
export interface LatestCheckin extends Omit<CheckinRow, "side_effects"> {
  side_effects: Record<string, SideEffectLevel>;
  worstSideEffect: SideEffectLevel;
}

export interface PatientProgress {
  weights: WeightEntry[];
  latestCheckin: LatestCheckin | null;
  /** The latest weight over the latest verified height; null without a verified height. */
  latestBmi: number | null;
  highestDose: ReturnType<typeof highestDoseProgress>;
  facts: ProgressFacts;
  flags: Flag[];
  policy: ClinicalPolicy;
  /** What the chart is drawn from besides the weights (issue 23). */
  chart: { supplies: Supply[]; height: { cm: number; verified: boolean } | null; today: string };
}

/**
 * The chart of the progress (shared/domain/treatment/progress-series): the prescriber's with the re-order
 * flags as marks, the patient's without them (they are prompts for the prescriber's review).
 */
export function chartOf(progress: PatientProgress, audience: "prescriber" | "patient"): ProgressSeries {
  return buildProgressSeries({
    weights: progress.weights,
    supplies: progress.chart.supplies,
    height: progress.chart.height,
    today: progress.chart.today,
    policy: audience === "prescriber" ? progress.policy : null,
  });
}

/** The progress of each of the patients for the prescriber, as of `now` (the one clock). */
export async function progressOfPatients(
  db: DbOrTx,
  patientIds: readonly number[],
  now: Date,
): Promise<Map<number, PatientProgress>> {
  const found = new Map<number, PatientProgress>();
  if (patientIds.length === 0) return found;
  const policy = clinicalPolicy(await getSettings(db));
  const records = await progressRecords(db, patientIds);
  const today = isoToday(now);
  for (const patientId of new Set(patientIds)) {
    const weights = weightsIn(records, patientId);
    const height = verifiedHeightIn(records, patientId);
    const row = (records.told.get(patientId) ?? []).reduce<CheckinRow | null>(
      (latest, c) => (latest === null || c.checkin_id > latest.checkin_id ? c : latest),
      null,
    );
    const sideEffects = (row?.side_effects ?? {}) as Record<string, SideEffectLevel>;
    const latestCheckin = row
      ? { ...row, side_effects: sideEffects, worstSideEffect: worstSideEffect(sideEffects) }
      : null;
    const latest = weights.at(-1);
    const latestBmi = latest && height ? calculateBmi(height, latest.kg) : null;
    const supplies = records.supplies.get(patientId) ?? [];
    const highestDose = highestDoseProgress(supplies, weights, today);
    const facts: ProgressFacts = {
      weights: weights.map((w) => ({ on: w.on, kg: w.kg })),
      latestBmi,
      severeSideEffect: latestCheckin?.worstSideEffect === "severe",
      newMedicines: Boolean(latestCheckin?.new_medicines),
      daysAtHighestDose: highestDose.daysAtHighestDose,
      lossPercentAtHighestDose: highestDose.lossPercentAtHighestDose,
    };
    found.set(patientId, {
      weights,
      latestCheckin,
      latestBmi,
      highestDose,
      facts,
      flags: progressFlags(facts, policy),
      policy,
      chart: { supplies, height: chartHeightIn(records, patientId), today },
    });
  }
  return found;
}

/** The patient's progress for the prescriber, as of `now` (the one clock). */
export async function patientProgress(db: DbOrTx, patientId: number, now: Date): Promise<PatientProgress> {
  return (await progressOfPatients(db, [patientId], now)).get(patientId)!;
}
