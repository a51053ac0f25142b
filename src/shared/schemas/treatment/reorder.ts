/**
 * The re-order check-in (issue 13, "Request your next pen"): one schema for the steps of the
 * form and for POST /api/account/reorder. The rules that need the server's day or the
 * patient's record (weighed within 7 days, the last injection after the pen was supplied, the
 * questions for female patients, the full questionnaire after a long break, the dose ladder)
 * are checked by the server with the same shared functions.
 */
import { z } from "../zod";
import { breakLength } from "../../domain/clinical/clinical-policy";
import { WEIGHT_KG_RANGE } from "../../domain/constants";
import { SIDE_EFFECT_LEVELS, SIDE_EFFECTS, type SideEffectKey } from "../../domain/clinical/side-effects";
import {
  EXCLUSION_FIELDS,
  MEDICAL_FIELDS,
  type QuestionField,
  YES_NO,
  yesNoAnswerSchema,
} from "../patient/patient-form";

const isoDate = (required: string) =>
  z
    .string({ error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, required)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      required,
    );

const WEIGHT_RANGE_MESSAGE = `Weight must be between ${WEIGHT_KG_RANGE.min} and ${WEIGHT_KG_RANGE.max} kg`;

/** A yes with no details says nothing the pharmacist can act on. */
const answerWithDetails = yesNoAnswerSchema.refine((a) => a.answer === "no" || a.details.trim().length > 0, {
  message: "Please give details",
  path: ["details"],
});

const levelSchema = z.enum(SIDE_EFFECT_LEVELS, { error: "Choose how much this affected you" });
const sideEffectsShape = Object.fromEntries(SIDE_EFFECTS.map((e) => [e.key, levelSchema])) as Record<
  SideEffectKey,
  typeof levelSchema
>;

const questionsShape = Object.fromEntries(
  [...MEDICAL_FIELDS, ...EXCLUSION_FIELDS].map((f) => [f, answerWithDetails]),
) as Record<QuestionField, typeof answerWithDetails>;

/** The full safety questionnaire of the patient form, asked again after a break of the reassessment gap or more. */
export const reassessmentSchema = z.strictObject({ answers: z.strictObject(questionsShape) });

export const reorderSchema = z.strictObject({
  weightKg: z
    .number({ error: "Today's weight is required" })
    .min(WEIGHT_KG_RANGE.min, WEIGHT_RANGE_MESSAGE)
    .max(WEIGHT_KG_RANGE.max, WEIGHT_RANGE_MESSAGE),
  weighedOn: isoDate("Enter the date you weighed yourself"),
  injectionsTaken: z
    .number({ error: "Choose how many injections you took" })
    .int("Choose how many injections you took")
    .min(0, "Injections must be between 0 and 4")
    .max(4, "Injections must be between 0 and 4"),
  lastInjectionOn: isoDate("Enter the date of your last injection"),
  sideEffects: z.strictObject(sideEffectsShape),
  newConditions: answerWithDetails,
  newMedicines: answerWithDetails,
  /** Female patients only (the server requires them then); null otherwise. */
  pregnantBreastfeedingOrPlanning: z.enum(YES_NO, { error: "Choose yes or no" }).nullable(),
  oralContraception: z.enum(YES_NO, { error: "Choose yes or no" }).nullable(),
  /** The dose asked for, in mg; null at a restart, where the pharmacist decides. */
  requestedMg: z.number({ error: "Please select a dose" }).positive("Please select a dose").nullable(),
  /** Required when the gap since the last injection is the reassessment gap (setting reassessment_gap_days) or more. */
  questionnaire: reassessmentSchema.nullable(),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

/** The fields a female patient must answer. */
export const FEMALE_ONLY_FIELDS = ["pregnantBreastfeedingOrPlanning", "oralContraception"] as const;
export const CHOOSE_YES_OR_NO = "Choose yes or no";
/** The full questionnaire is asked again after a break of the reassessment gap (setting reassessment_gap_days). */
export const questionnaireRequired = (gapDays: number) =>
  `As it has been ${breakLength(gapDays)} or more since your last injection, please answer the safety questions`;
