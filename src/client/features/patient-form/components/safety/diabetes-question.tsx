import { Controller, type useForm } from "react-hook-form";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { TextareaField } from "@/client/components/form/control-fields";
import { TEXT_LIMITS } from "@/shared/domain/constants";
import { DIABETES_TYPE_LABEL, PATIENT_DIABETES_TYPES } from "@/shared/domain/clinical/diabetes";
import type { SafetyInfo } from "@/shared/schemas/patient/patient-form";
import { YES_NO_OPTIONS } from "@/client/components/form/choice-group";

const TYPES = PATIENT_DIABETES_TYPES.map((value) => ({ value, label: DIABETES_TYPE_LABEL[value] }));

/**
 * "Are you diabetic?" with its type and how it is managed (docs/spec.md §5). Not answered until
 * the patient chooses (decision 082); saved with the step.
 */
export function DiabetesQuestion({
  control,
  error,
}: {
  control: ReturnType<typeof useForm<SafetyInfo>>["control"];
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name="diabetes"
      render={({ field: f }) => {
        const d = f.value;
        const missingDetails = d.isDiabetic === "yes" && d.type !== "" && !d.details.trim();
        return (
          <div className="grid gap-3 rounded-md border border-zinc-200 p-4">
            <ChoiceGroup
              id="isDiabetic"
              legend="Are you diabetic?"
              options={YES_NO_OPTIONS}
              value={d.isDiabetic}
              error={error}
              onChange={(isDiabetic) =>
                f.onChange(isDiabetic === "no" ? { isDiabetic, type: "", details: "" } : { ...d, isDiabetic })
              }
            />
            {d.isDiabetic === "yes" ? (
              <>
                <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                  Your medication regime will need human verification
                </p>
                <ChoiceGroup
                  id="diabetesType"
                  legend="Type of diabetes"
                  options={TYPES}
                  value={d.type}
                  onChange={(type) => f.onChange({ ...d, type })}
                />
                <TextareaField
                  id="diabetesDetails"
                  label="How is your diabetes managed? (medication and doses)"
                  value={d.details}
                  maxLength={TEXT_LIMITS.detail}
                  onChange={(e) => f.onChange({ ...d, details: e.target.value })}
                  error={
                    missingDetails ? "Please provide details about your diabetes management for review." : undefined
                  }
                />
              </>
            ) : null}
          </div>
        );
      }}
    />
  );
}
