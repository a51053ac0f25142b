import { type Control, type FieldErrors, type UseFormRegister, useWatch } from "react-hook-form";
import { StepCard } from "../step/step-card";
import type { SafetyInfo } from "@/shared/schemas/patient/patient-form";
import { bindField } from "@/client/components/form/bind-field";
import { TextareaField } from "@/client/components/form/control-fields";
import { InputField } from "@/client/components/form/field";
import { NAME_LINE } from "../../lib/name-line";
import { FormChoice } from "../details/form-choice";

const CONSENT_OPTIONS = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "no_gp", label: "I have no GP" },
] as const;

/**
 * The safety step's "Your GP" card (issue 11): the practice, and whether the pharmacist may tell
 * the GP about the treatment. Saved with the step: its fields are not yes/no answers, which the
 * page saves one by one as they change.
 */
export function GpCard({
  control,
  register,
  errors,
}: {
  control: Control<SafetyInfo>;
  register: UseFormRegister<SafetyInfo>;
  errors: FieldErrors<SafetyInfo>;
}) {
  const consent = useWatch({ control, name: "gp.consent" });
  const field = bindField(register, errors);
  return (
    <StepCard
      title="Your GP"
      description="With your consent, our pharmacist tells your GP about the treatment, so your medical record stays complete and safe."
      contentClassName="grid gap-6"
    >
      <FormChoice
        control={control}
        name="gp.consent"
        id="gpConsent"
        legend="May we share information about your treatment with your GP? *"
        options={CONSENT_OPTIONS}
      />
      {consent !== "no_gp" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField id="gpPracticeName" label="GP practice name *" {...NAME_LINE} {...field("gp.practiceName")} />
          <TextareaField
            id="gpPracticeAddress"
            label="GP practice address *"
            rows={3}
            maxLength={500}
            {...field("gp.practiceAddress")}
          />
        </div>
      )}
    </StepCard>
  );
}
