/**
 * A weight the patient adds between check-ins (issue 23): one schema for the request to
 * POST /api/account/weights, and the form's, which takes kilograms or stones and pounds and
 * checks the weight in kilograms against the same bounds as the safety step.
 */
import { z } from "../zod";
import { WEIGHT_KG_RANGE } from "../../domain/constants";
import { formatStonesPounds, kgFromStonesPounds } from "../../domain/clinical/weight-units";

export const WEIGHT_RANGE_MESSAGE = `Weight must be between ${WEIGHT_KG_RANGE.min} and ${WEIGHT_KG_RANGE.max} kg`;
export const WEIGHT_REQUIRED = "Enter your weight";

export const ownWeightSchema = z.strictObject({
  weightKg: z
    .number({ error: WEIGHT_REQUIRED })
    .min(WEIGHT_KG_RANGE.min, WEIGHT_RANGE_MESSAGE)
    .max(WEIGHT_KG_RANGE.max, WEIGHT_RANGE_MESSAGE),
});
export type OwnWeightInput = z.infer<typeof ownWeightSchema>;

export const WEIGHT_UNITS = ["kg", "st"] as const;

/** What the form holds: the figures as typed, in the unit chosen. */
export interface OwnWeightFormValues {
  unit: (typeof WEIGHT_UNITS)[number];
  kg: string;
  stones: string;
  pounds: string;
}

const figure = (raw: string) => (raw.trim() === "" ? null : Number(raw));

/** The weight in kilograms the figures say, or null while they say none. */
export function weightKgOf(v: OwnWeightFormValues): number | null {
  if (v.unit === "kg") {
    const kg = figure(v.kg);
    return kg !== null && Number.isFinite(kg) && kg > 0 ? Math.round(kg * 10) / 10 : null;
  }
  const stones = figure(v.stones);
  const pounds = figure(v.pounds) ?? 0;
  if (stones === null || !Number.isInteger(stones) || stones < 0 || !(pounds >= 0 && pounds < 14)) return null;
  return kgFromStonesPounds(stones, pounds);
}

const STONES_RANGE_MESSAGE = `Weight must be between ${formatStonesPounds(WEIGHT_KG_RANGE.min)} and ${formatStonesPounds(WEIGHT_KG_RANGE.max)}`;

export const ownWeightFormSchema = z
  .object({ unit: z.enum(WEIGHT_UNITS), kg: z.string(), stones: z.string(), pounds: z.string() })
  .superRefine((v, ctx) => {
    if (v.unit === "st") {
      const stones = figure(v.stones);
      const pounds = figure(v.pounds) ?? 0;
      if (stones === null) return void ctx.addIssue({ code: "custom", path: ["stones"], message: WEIGHT_REQUIRED });
      if (!Number.isInteger(stones) || stones < 0)
        return void ctx.addIssue({ code: "custom", path: ["stones"], message: "Enter whole stones" });
      if (!(pounds >= 0 && pounds < 14))
        return void ctx.addIssue({ code: "custom", path: ["pounds"], message: "Pounds must be between 0 and 13" });
    }
    const kg = weightKgOf(v);
    const path = v.unit === "kg" ? ["kg"] : ["stones"];
    if (v.unit === "kg" && figure(v.kg) === null) ctx.addIssue({ code: "custom", path, message: WEIGHT_REQUIRED });
    else if (kg === null || kg < WEIGHT_KG_RANGE.min || kg > WEIGHT_KG_RANGE.max)
      ctx.addIssue({ code: "custom", path, message: v.unit === "kg" ? WEIGHT_RANGE_MESSAGE : STONES_RANGE_MESSAGE });
  });
