import type { ChangeEvent } from "react";
import { SIDE_EFFECT_LEVELS, SIDE_EFFECTS } from "@/shared/domain/clinical/side-effects";
import type { ReorderValues } from "../lib/reorder-form";
import { ChoiceGroup, YES_NO_OPTIONS } from "@/client/components/form/choice-group";
import { InputField } from "@/client/components/form/field";
import { YesNoDetails } from "./fields";

export interface StepProps {
  values: ReorderValues;
  set: (patch: Partial<ReorderValues>) => void;
  errors: Record<string, string>;
  today: string;
}

type TypedName = "weightKg" | "weighedOn" | "lastInjectionOn";

/** A typed answer of the check-in tied to its value and its message, spread onto InputField beside its label. */
const bound = ({ values, set, errors }: StepProps, name: TypedName) => ({
  id: name,
  value: values[name],
  onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [name]: e.target.value }),
  error: errors[name],
});

/** A date of the check-in, none after the server's today. */
const dateField = (props: StepProps, name: TypedName) => ({ type: "date", max: props.today, ...bound(props, name) });

export function WeightStep(props: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField label="Today's weight (kg)" inputMode="decimal" autoComplete="off" {...bound(props, "weightKg")} />
      <InputField label="Date weighed" hint="Within the last 7 days" {...dateField(props, "weighedOn")} />
    </div>
  );
}

const INJECTION_OPTIONS = ["0", "1", "2", "3", "4"].map((n) => ({ value: n, label: n }));

export function PenStep(props: StepProps) {
  const { values, set, errors } = props;
  return (
    <div className="grid gap-5">
      <ChoiceGroup
        id="injectionsTaken"
        legend="How many injections did you take from your last pen?"
        options={INJECTION_OPTIONS}
        value={values.injectionsTaken || null}
        onChange={(v) => set({ injectionsTaken: v })}
        error={errors.injectionsTaken}
      />
      <InputField
        label="Date of your last injection"
        className="sm:max-w-xs"
        {...dateField(props, "lastInjectionOn")}
      />
    </div>
  );
}

const LEVEL_OPTIONS = SIDE_EFFECT_LEVELS.map((l) => ({ value: l, label: l[0]!.toUpperCase() + l.slice(1) }));

export function SideEffectsStep({ values, set, errors }: StepProps) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-700">Since your last pen, how much has each of these affected you?</p>
      {SIDE_EFFECTS.map((e) => (
        <div key={e.key} className="rounded-md border border-zinc-200 p-3">
          <ChoiceGroup
            id={`se-${e.key}`}
            legend={e.label}
            options={LEVEL_OPTIONS}
            value={values.sideEffects[e.key]}
            onChange={(level) => set({ sideEffects: { ...values.sideEffects, [e.key]: level } })}
            error={errors[`sideEffects.${e.key}`]}
          />
        </div>
      ))}
    </div>
  );
}

/** The questions every check-in asks again: a yes asks for details. */
const CHANGES = [
  {
    id: "newConditions",
    question: "Have you been diagnosed with any new medical conditions since your last pen?",
  },
  {
    id: "newMedicines",
    question: "Have you started any new medicines since your last pen?",
    note: "Including medicines you buy without a prescription",
  },
] as const;

/** The questions a woman is asked at every check-in (the medicine and pregnancy, the pill). */
const FEMALE_QUESTIONS = [
  { id: "pregnantBreastfeedingOrPlanning", legend: "Are you pregnant, breastfeeding or planning a pregnancy?" },
  {
    id: "oralContraception",
    legend: "Do you take the contraceptive pill?",
    hint: "This medicine can make the pill less effective: the pharmacist will advise you.",
  },
] as const;

export function HealthStep({ values, set, errors, female }: StepProps & { female: boolean }) {
  return (
    <div className="grid gap-4">
      {CHANGES.map((q) => (
        <YesNoDetails
          key={q.id}
          id={q.id}
          question={q.question}
          note={"note" in q ? q.note : undefined}
          value={values[q.id]}
          onChange={(v) => set({ [q.id]: v })}
          error={errors[`${q.id}.answer`] ?? errors[q.id]}
          detailsError={errors[`${q.id}.details`]}
        />
      ))}
      {female
        ? FEMALE_QUESTIONS.map((q) => (
            <div key={q.id} className="rounded-md border border-zinc-200 p-4">
              <ChoiceGroup
                id={q.id}
                legend={q.legend}
                hint={"hint" in q ? q.hint : undefined}
                options={YES_NO_OPTIONS}
                value={values[q.id]}
                onChange={(v) => set({ [q.id]: v })}
                error={errors[q.id]}
              />
            </div>
          ))
        : null}
    </div>
  );
}
