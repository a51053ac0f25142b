import { Controller, type useForm } from "react-hook-form";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { Label } from "@/client/components/ui/label";
import { Textarea } from "@/client/components/ui/textarea";
import { TEXT_LIMITS } from "@/shared/domain/constants";
import type { SafetyInfo } from "@/shared/schemas/patient-form";

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
              options={[
                { value: "no", label: "No" },
                { value: "yes", label: "Yes" },
              ]}
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
                  options={[
                    { value: "type1", label: "Type 1" },
                    { value: "type2", label: "Type 2" },
                  ]}
                  value={d.type}
                  onChange={(type) => f.onChange({ ...d, type })}
                />
                <div className="grid gap-2">
                  <Label htmlFor="diabetesDetails">How is your diabetes managed? (medication and doses)</Label>
                  <Textarea
                    id="diabetesDetails"
                    value={d.details}
                    maxLength={TEXT_LIMITS.detail}
                    onChange={(e) => f.onChange({ ...d, details: e.target.value })}
                    aria-invalid={missingDetails ? true : undefined}
                    aria-describedby={missingDetails ? "diabetesDetails-error" : undefined}
                  />
                  {missingDetails ? (
                    <p id="diabetesDetails-error" className="text-sm text-red-700">
                      Please provide details about your diabetes management for review.
                    </p>
                  ) : null}
                </div>
              </>
            ) : null}
          </div>
        );
      }}
    />
  );
}
