/**
 * The medicines fridge (issue 20, decision 098): the pens are kept at 2 °C to 8 °C; staff read
 * the current, minimum and maximum temperature twice a day. A reading outside the range asks
 * for the action taken and alerts the superintendent; a day without a reading shows on the
 * dashboard.
 */
import { addDays } from "../dates";

export const FRIDGE_RANGE_C = { min: 2, max: 8 } as const;
export const FRIDGE_READINGS_PER_DAY = 2;
/** How far back the dashboard looks for a day without a reading. */
export const FRIDGE_LOOKBACK_DAYS = 7;

export const FRIDGE_MESSAGES = {
  actionRequired: "A reading outside 2 °C to 8 °C needs the action taken",
  order: "The minimum must not be above the current temperature, nor the current above the maximum",
  /** Decision 121: an open excursion holds every supply. */
  held: "The fridge is out of range: supply is held until a pharmacist records the assessment.",
  pharmacistAssesses: "Only a pharmacist records the assessment of a fridge excursion.",
  alreadyClosed: "This excursion's assessment is already recorded.",
  notFound: "Fridge excursion not found",
  stabilityRequired: "Give the manufacturer's stability reference the stock stays usable on",
} as const;

/** What the pharmacist's assessment of an excursion decides (decision 121). */
export const EXCURSION_OUTCOMES = ["usable", "quarantined"] as const;
export type ExcursionOutcome = (typeof EXCURSION_OUTCOMES)[number];
export const EXCURSION_OUTCOME_LABEL: Record<ExcursionOutcome, string> = {
  usable: "Stock usable (manufacturer's stability data)",
  quarantined: "Stock quarantined",
};

export interface FridgeReading {
  currentC: number;
  minC: number;
  maxC: number;
}

/** Whether any of the three temperatures is outside 2 °C to 8 °C. */
export const isOutOfRange = (r: FridgeReading) =>
  [r.currentC, r.minC, r.maxC].some((t) => t < FRIDGE_RANGE_C.min || t > FRIDGE_RANGE_C.max);

/**
 * The UK days before `today`, within the look-back and not before the first reading ever
 * (`firstDay`), on which no reading was recorded; oldest first. Today is still under way, so
 * it is never missing; the dashboard shows its count instead.
 */
export function missingReadingDays(
  daysWithReadings: ReadonlySet<string>,
  firstDay: string | null,
  today: string,
  lookbackDays = FRIDGE_LOOKBACK_DAYS,
): string[] {
  if (firstDay === null) return [];
  const missing: string[] = [];
  for (let back = lookbackDays; back >= 1; back--) {
    const day = addDays(today, -back);
    if (day >= firstDay && !daysWithReadings.has(day)) missing.push(day);
  }
  return missing;
}
