/**
 * The chart of a patient's progress (issue 23), built once from the dated weights the server
 * gathers (server/lib/treatment/progress) for both the patient's account and the prescriber's
 * consultation: each weight with its BMI, the dose supplied on its day, the loss since the
 * first weight, and the re-order flags (consultation-flags progressFlags) at the point where
 * they would have been raised.
 */
import { calculateBmi } from "../clinical/bmi";
import { type Flag, type ProgressPolicy, progressFlags } from "../prescribing/consultation-flags";
import type { MeasurementMethod } from "../prescribing/consultation-vocabulary";
import { MEASUREMENT_METHOD_LABEL } from "../prescribing/verification";

/** A weight on the chart: told by the patient (questionnaire, check-in, between check-ins) or measured by staff. */
export interface ChartWeight {
  on: string;
  kg: number;
  source: string;
  verified: boolean;
}

export interface ProgressPoint extends ChartWeight {
  /** Over the height the chart uses; null without a height. */
  bmi: number | null;
  /** The dose the patient was on when weighed: the latest supplied before the day (a pen that came that day follows the weighing, as a check-in precedes its pen); null before the first. */
  doseMg: number | null;
  /** The re-order flags this weight raises (fast loss, gain, BMI under the limit), for the prescriber. */
  marks: Flag[];
}

export interface ProgressSeries {
  points: ProgressPoint[];
  /** Each dose from the day it was supplied, in date order (a step only where the dose changes). */
  doses: Array<{ from: string; mg: number }>;
  /** From the first weight to the latest; null with fewer than two. */
  loss: { kg: number; percent: number } | null;
  /**
   * The NICE reference (issue 23): 5% of the starting weight lost at 6 months, when NICE's
   * guidance has the treatment reviewed. Shown once six months have passed since the first weight.
   */
  reference: { on: string; kg: number; reached: boolean } | null;
}

/** Where a weight came from, in words: the patient's own, or how staff measured it. */
export function weightSourceLabel(source: string): string {
  if (source === "questionnaire") return "Questionnaire";
  if (source === "checkin") return "Check-in";
  if (source === "self_reported") return "Self-reported";
  return MEASUREMENT_METHOD_LABEL[source as MeasurementMethod] ?? source;
}

/** The marks drawn on the chart: the flags of progressFlags about the weights themselves. */
export const CHART_MARK_CODES = ["rapid_loss", "gain", "bmi_under_25"] as const;

/** Six calendar months after an ISO day (the 31st of a short month becomes its last day). */
export function sixMonthsAfter(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m + 6, 0)).getUTCDate();
  return new Date(Date.UTC(y, m + 5, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export interface SeriesInput {
  /** Every weight, oldest first (the order server/lib/treatment/progress gives them). */
  weights: readonly ChartWeight[];
  supplies: ReadonlyArray<{ on: string; mg: number | null }>;
  /** The height the BMI is computed with, and whether staff measured it. */
  height: { cm: number; verified: boolean } | null;
  today: string;
  /** The Clinical settings of the flags; null draws no marks (the patient's own chart). */
  policy: ProgressPolicy | null;
}

export function buildProgressSeries({ weights, supplies, height, today, policy }: SeriesInput): ProgressSeries {
  const sorted = [...supplies]
    .filter((s): s is { on: string; mg: number } => s.mg !== null)
    .sort((a, b) => a.on.localeCompare(b.on));
  const doses = sorted.filter((s, i) => i === 0 || sorted[i - 1]!.mg !== s.mg).map((s) => ({ from: s.on, mg: s.mg }));
  const points = weights.map((w, i): ProgressPoint => {
    const bmi = height ? calculateBmi(height.cm, w.kg) : null;
    const flags = policy
      ? progressFlags(
          {
            weights: weights.slice(0, i + 1).map((x) => ({ on: x.on, kg: x.kg })),
            // As the queue's flag: only over a height staff measured.
            latestBmi: height?.verified ? bmi : null,
            severeSideEffect: false,
            newMedicines: false,
            daysAtHighestDose: 0,
            lossPercentAtHighestDose: 0,
          },
          policy,
        )
      : [];
    return {
      on: w.on,
      kg: w.kg,
      source: w.source,
      verified: w.verified,
      bmi,
      doseMg: sorted.findLast((s) => s.on < w.on)?.mg ?? null,
      marks: flags.filter((f) => (CHART_MARK_CODES as readonly string[]).includes(f.code)),
    };
  });
  const first = points[0];
  const latest = points.at(-1);
  const loss =
    first && latest && points.length > 1
      ? { kg: oneDecimal(first.kg - latest.kg), percent: oneDecimal(((first.kg - latest.kg) / first.kg) * 100) }
      : null;
  const sixMonths = first ? sixMonthsAfter(first.on) : null;
  const reference =
    first && latest && sixMonths && today >= sixMonths
      ? { on: sixMonths, kg: oneDecimal(first.kg * 0.95), reached: latest.kg <= first.kg * 0.95 }
      : null;
  return { points, doses, loss, reference };
}
