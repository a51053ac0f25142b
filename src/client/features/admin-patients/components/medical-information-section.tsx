import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { DIABETES_TYPE_LABEL, DIABETES_TYPES } from "@/shared/domain/diabetes";
import { NOT_ANSWERED } from "@/shared/domain/exclusions";
import { type FormValues, type Name, RadioRow, Row, FieldsCard } from "./patient-edit-fields";

const MEDICAL: Array<{ name: "previousWeightLoss" | "medicalConditions" | "currentMedications"; label: string }> = [
  { name: "previousWeightLoss", label: "Previous Weight Loss Attempts" },
  { name: "medicalConditions", label: "Medical Conditions" },
  { name: "currentMedications", label: "Current Medications" },
];

/**
 * The edit form's Medical Information (docs/spec.md §3): the three medical questions as their
 * details (empty is a no) and diabetes. A question the patient has not answered stays not
 * answered until staff write an answer (decision 082), so saving the form never turns it into a no.
 */
export function MedicalInformationSection({
  form,
  fieldProps,
}: {
  form: UseFormReturn<FormValues>;
  fieldProps: (name: Name) => Record<string, unknown>;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const isDiabetic = useWatch({ control, name: "isDiabetic" });
  return (
    <FieldsCard title="Medical Information">
      {MEDICAL.map(({ name, label }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Row
              label={label}
              name={name}
              errors={errors}
              wide
              hint={field.value === null ? `${NOT_ANSWERED} by the patient` : undefined}
            >
              <Textarea
                rows={3}
                {...fieldProps(name)}
                {...(field.value === null ? { "aria-describedby": `edit-${name}-hint` } : {})}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ""}
                placeholder={field.value === null ? NOT_ANSWERED : undefined}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              />
            </Row>
          )}
        />
      ))}
      <RadioRow
        label="Is the patient diabetic?"
        name="isDiabetic"
        errors={errors}
        control={control}
        hint={isDiabetic === "" ? `${NOT_ANSWERED} by the patient` : undefined}
        options={[
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ]}
      />
      {isDiabetic === "yes" && (
        <>
          <Row label="Diabetes Type" name="diabetesType" errors={errors}>
            <NativeSelect {...fieldProps("diabetesType")} {...register("diabetesType")}>
              <option value="">Select type...</option>
              {DIABETES_TYPES.map((t) => (
                <option key={t} value={t}>
                  {DIABETES_TYPE_LABEL[t]}
                </option>
              ))}
            </NativeSelect>
          </Row>
          <Row label="Diabetes Details" name="diabetesDetails" errors={errors} wide>
            <Textarea rows={3} {...fieldProps("diabetesDetails")} {...register("diabetesDetails")} />
          </Row>
        </>
      )}
    </FieldsCard>
  );
}
