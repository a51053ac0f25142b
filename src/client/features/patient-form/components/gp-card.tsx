import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { TEXT_LIMITS } from "@/shared/domain/constants";
import type { SafetyInfo } from "@/shared/schemas/patient-form";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { FormField, fieldA11y } from "@/client/components/form/field";

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
  errors: FieldErrors<SafetyInfo>["gp"];
}) {
  const consent = useWatch({ control, name: "gp.consent" });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your GP</CardTitle>
        <CardDescription>
          With your consent, our pharmacist tells your GP about the treatment, so your medical record stays complete and
          safe.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Controller
          control={control}
          name="gp.consent"
          render={({ field }) => (
            <ChoiceGroup
              id="gpConsent"
              legend="May we share information about your treatment with your GP? *"
              options={CONSENT_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              error={errors?.consent?.message}
            />
          )}
        />
        {consent !== "no_gp" && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="gpPracticeName" label="GP practice name *" error={errors?.practiceName?.message}>
              <Input
                autoComplete="off"
                maxLength={TEXT_LIMITS.line}
                {...register("gp.practiceName")}
                {...fieldA11y("gpPracticeName", errors?.practiceName?.message)}
              />
            </FormField>
            <FormField id="gpPracticeAddress" label="GP practice address *" error={errors?.practiceAddress?.message}>
              <Textarea
                rows={3}
                maxLength={500}
                {...register("gp.practiceAddress")}
                {...fieldA11y("gpPracticeAddress", errors?.practiceAddress?.message)}
              />
            </FormField>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
