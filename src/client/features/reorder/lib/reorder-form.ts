/**
 * The re-order form's values, its steps and their checks. Each step is checked with the same
 * schema and the same rules the server applies (shared/schemas/treatment/reorder, shared/domain/treatment/reorder,
 * shared/domain/treatment/dose-ladder), against the server's today, so a step only moves on when the
 * server would take it.
 */
import { checkRequestedDose, doseLadder, type Ladder } from "@/shared/domain/treatment/dose-ladder";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import { parseIsoDate, daysBetween } from "@/shared/domain/dates";
import { checkinDateProblems, checkinLadderInput } from "@/shared/domain/treatment/reorder";
import { SIDE_EFFECTS, type SideEffectKey, type SideEffectLevel } from "@/shared/domain/clinical/side-effects";
import type { QuestionField } from "@/shared/schemas/patient/patient-form";
import { CHOOSE_YES_OR_NO, type ReorderInput, reorderSchema } from "@/shared/schemas/treatment/reorder";
import type { YesNo } from "../components/fields";

export interface ReorderValues {
  weightKg: string;
  weighedOn: string;
  injectionsTaken: string;
  lastInjectionOn: string;
  sideEffects: Record<SideEffectKey, SideEffectLevel | null>;
  newConditions: YesNo | null;
  newMedicines: YesNo | null;
  pregnantBreastfeedingOrPlanning: "yes" | "no" | null;
  oralContraception: "yes" | "no" | null;
  requestedMg: number | null;
  questionnaire: Record<QuestionField, YesNo | null>;
}

export const QUESTIONS = [...EXCLUSIONS, ...MEDICAL_QUESTIONS];

export function emptyValues(today: string): ReorderValues {
  return {
    weightKg: "",
    weighedOn: today,
    injectionsTaken: "",
    lastInjectionOn: "",
    sideEffects: Object.fromEntries(SIDE_EFFECTS.map((e) => [e.key, null])) as ReorderValues["sideEffects"],
    newConditions: null,
    newMedicines: null,
    pregnantBreastfeedingOrPlanning: null,
    oralContraception: null,
    requestedMg: null,
    questionnaire: Object.fromEntries(QUESTIONS.map((q) => [q.field, null])) as ReorderValues["questionnaire"],
  };
}

export type StepKey = "weight" | "pen" | "side-effects" | "health" | "safety" | "dose" | "review";
export const STEP_TITLES: Record<StepKey, string> = {
  weight: "Your weight",
  pen: "Your last pen",
  "side-effects": "Side effects",
  health: "Your health",
  safety: "Safety questions",
  dose: "Your dose",
  review: "Check and send",
};
/** The fields each step owns, by the first part of their path. */
const STEP_FIELDS: Record<StepKey, readonly string[]> = {
  weight: ["weightKg", "weighedOn"],
  pen: ["injectionsTaken", "lastInjectionOn"],
  "side-effects": ["sideEffects"],
  health: ["newConditions", "newMedicines", "pregnantBreastfeedingOrPlanning", "oralContraception"],
  safety: ["questionnaire"],
  dose: ["requestedMg"],
  review: [],
};

export interface FormContext {
  today: string;
  suppliedOn: string;
  currentMg: number;
  strengthsMg: number[];
  female: boolean;
  policy: { restartGapDays: number; reassessmentGapDays: number };
}

/** Days since the last injection by the server's today; null until a valid date is given. */
export const gapOf = (v: ReorderValues, today: string) =>
  parseIsoDate(v.lastInjectionOn) ? daysBetween(v.lastInjectionOn, today) : null;

export function ladderOf(v: ReorderValues, ctx: FormContext): Ladder | null {
  if (gapOf(v, ctx.today) === null) return null;
  return doseLadder(checkinLadderInput({ ...v, injectionsTaken: Number(v.injectionsTaken || 0) }, ctx), ctx.policy);
}

export function stepsFor(v: ReorderValues, ctx: FormContext): StepKey[] {
  const needsSafety = ladderOf(v, ctx)?.requiresReassessment ?? false;
  return ["weight", "pen", "side-effects", "health", ...(needsSafety ? (["safety"] as const) : []), "dose", "review"];
}

const yesNo = (a: YesNo | null) => a ?? { answer: undefined, details: "" };
const number = (s: string) => (s.trim() === "" ? undefined : Number(s));

/** The request as the server takes it (unanswered parts left for the schema to name). */
export function toInput(v: ReorderValues, ctx: FormContext): ReorderInput {
  const ladder = ladderOf(v, ctx);
  return {
    weightKg: number(v.weightKg),
    weighedOn: v.weighedOn,
    injectionsTaken: number(v.injectionsTaken),
    lastInjectionOn: v.lastInjectionOn,
    sideEffects: v.sideEffects,
    newConditions: yesNo(v.newConditions),
    newMedicines: yesNo(v.newMedicines),
    pregnantBreastfeedingOrPlanning: ctx.female ? v.pregnantBreastfeedingOrPlanning : null,
    oralContraception: ctx.female ? v.oralContraception : null,
    requestedMg: ladder?.kind === "restart" ? null : v.requestedMg,
    questionnaire: ladder?.requiresReassessment
      ? { answers: Object.fromEntries(QUESTIONS.map((q) => [q.field, yesNo(v.questionnaire[q.field])])) }
      : null,
  } as ReorderInput;
}

/** The messages of one step's fields, keyed by their dotted path; empty when the step is complete. */
export function stepErrors(step: StepKey, v: ReorderValues, ctx: FormContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const owned = (path: string) => STEP_FIELDS[step].includes(path.split(".")[0]!);
  const parsed = reorderSchema.safeParse(toInput(v, ctx));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join(".");
      if (owned(path) && path !== "requestedMg") errors[path] ??= issue.message;
    }
  }
  // Each date on its own against the server's today and the supply (the other date taken as today, which is always valid).
  for (const name of ["weighedOn", "lastInjectionOn"] as const) {
    if (!owned(name) || errors[name]) continue;
    const dates = { weighedOn: ctx.today, lastInjectionOn: ctx.today, [name]: v[name] };
    const problem = checkinDateProblems(dates, ctx.today, ctx.suppliedOn)[name];
    if (problem) errors[name] = problem;
  }
  if (step === "health" && ctx.female) {
    if (!v.pregnantBreastfeedingOrPlanning) errors.pregnantBreastfeedingOrPlanning = CHOOSE_YES_OR_NO;
    if (!v.oralContraception) errors.oralContraception = CHOOSE_YES_OR_NO;
  }
  if (step === "dose") {
    const ladder = ladderOf(v, ctx);
    if (ladder && ladder.kind === "reorder") {
      const check = checkRequestedDose(ladder, ctx, v.requestedMg);
      if (!check.ok) errors.requestedMg = check.message;
    }
  }
  return errors;
}

/** The step that owns a field the server refused, so a failed submit returns there. */
export function stepOfField(path: string, steps: StepKey[]): StepKey {
  return steps.find((s) => STEP_FIELDS[s].includes(path.split(".")[0]!)) ?? "review";
}
