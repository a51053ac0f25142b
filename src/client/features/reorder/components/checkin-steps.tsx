import { Input } from "@/client/components/ui/input";
import { SIDE_EFFECT_LEVELS, SIDE_EFFECTS } from "@/shared/domain/side-effects";
import type { ReorderValues } from "../lib/reorder-form";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { fieldA11y, FormField } from "@/client/components/form/field";
import { YES_NO_OPTIONS, YesNoDetails } from "./fields";

export interface StepProps {
  values: ReorderValues;
  set: (patch: Partial<ReorderValues>) => void;
  errors: Record<string, string>;
  today: string;
}

export function WeightStep({ values, set, errors, today }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="weightKg" label="Today's weight (kg)" error={errors.weightKg}>
        <Input
          {...fieldA11y("weightKg", errors.weightKg)}
          inputMode="decimal"
          autoComplete="off"
          value={values.weightKg}
          onChange={(e) => set({ weightKg: e.target.value })}
        />
      </FormField>
      <FormField id="weighedOn" label="Date weighed" hint="Within the last 7 days" error={errors.weighedOn}>
        <Input
          {...fieldA11y("weighedOn", errors.weighedOn)}
          type="date"
          max={today}
          value={values.weighedOn}
          onChange={(e) => set({ weighedOn: e.target.value })}
        />
      </FormField>
    </div>
  );
}

const INJECTION_OPTIONS = ["0", "1", "2", "3", "4"].map((n) => ({ value: n, label: n }));

export function PenStep({ values, set, errors, today }: StepProps) {
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
      <FormField id="lastInjectionOn" label="Date of your last injection" error={errors.lastInjectionOn}>
        <Input
          {...fieldA11y("lastInjectionOn", errors.lastInjectionOn)}
          type="date"
          max={today}
          value={values.lastInjectionOn}
          onChange={(e) => set({ lastInjectionOn: e.target.value })}
          className="sm:max-w-xs"
        />
      </FormField>
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

export function HealthStep({ values, set, errors, female }: StepProps & { female: boolean }) {
  return (
    <div className="grid gap-4">
      <YesNoDetails
        id="newConditions"
        question="Have you been diagnosed with any new medical conditions since your last pen?"
        value={values.newConditions}
        onChange={(v) => set({ newConditions: v })}
        error={errors["newConditions.answer"] ?? errors.newConditions}
        detailsError={errors["newConditions.details"]}
      />
      <YesNoDetails
        id="newMedicines"
        question="Have you started any new medicines since your last pen?"
        note="Including medicines you buy without a prescription"
        value={values.newMedicines}
        onChange={(v) => set({ newMedicines: v })}
        error={errors["newMedicines.answer"] ?? errors.newMedicines}
        detailsError={errors["newMedicines.details"]}
      />
      {female ? (
        <>
          <div className="rounded-md border border-zinc-200 p-4">
            <ChoiceGroup
              id="pregnantBreastfeedingOrPlanning"
              legend="Are you pregnant, breastfeeding or planning a pregnancy?"
              options={YES_NO_OPTIONS}
              value={values.pregnantBreastfeedingOrPlanning}
              onChange={(v) => set({ pregnantBreastfeedingOrPlanning: v })}
              error={errors.pregnantBreastfeedingOrPlanning}
            />
          </div>
          <div className="rounded-md border border-zinc-200 p-4">
            <ChoiceGroup
              id="oralContraception"
              legend="Do you take the contraceptive pill?"
              hint="This medicine can make the pill less effective: the pharmacist will advise you."
              options={YES_NO_OPTIONS}
              value={values.oralContraception}
              onChange={(v) => set({ oralContraception: v })}
              error={errors.oralContraception}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
