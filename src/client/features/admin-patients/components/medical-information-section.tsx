import { type Control, Controller, useWatch } from "react-hook-form";
import type { bindField } from "@/client/components/form/bind-field";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { Options, SelectField, TextareaField } from "@/client/components/form/control-fields";
import { DIABETES_TYPE_LABEL, DIABETES_TYPES } from "@/shared/domain/clinical/diabetes";
import { NOT_ANSWERED } from "@/shared/domain/clinical/exclusions";
import type { AdminPatientUpdateInput } from "@/shared/schemas/people/admin";
import { editFieldClass, FieldsCard } from "./fields-card";

const MEDICAL = [
  { name: "previousWeightLoss", label: "Previous Weight Loss Attempts" },
  { name: "medicalConditions", label: "Medical Conditions" },
  { name: "currentMedications", label: "Current Medications" },
] as const;

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/**
 * The edit form's Medical Information (docs/spec.md §3): the three medical questions as their
 * details (empty is a no) and diabetes. A question the patient has not answered stays not
 * answered until staff write an answer (decision 082), so saving the form never turns it into a no.
 */
export function MedicalInformationSection({
  control,
  field,
}: {
  control: Control<AdminPatientUpdateInput>;
  field: ReturnType<typeof bindField<AdminPatientUpdateInput>>;
}) {
  const [isDiabetic, ...answers] = useWatch({ control, name: ["isDiabetic", ...MEDICAL.map((m) => m.name)] });
  const notAnswered = `${NOT_ANSWERED} by the patient`;
  return (
    <FieldsCard title="Medical Information">
      {MEDICAL.map(({ name, label }, i) => (
        <TextareaField
          key={name}
          id={`edit-${name}`}
          label={label}
          className={editFieldClass(true)}
          hint={answers[i] === null ? notAnswered : undefined}
          placeholder={answers[i] === null ? NOT_ANSWERED : undefined}
          rows={3}
          {...field(name)}
        />
      ))}
      <Controller
        control={control}
        name="isDiabetic"
        render={({ field: answer, fieldState }) => (
          <ChoiceGroup
            id="edit-isDiabetic"
            legend="Is the patient diabetic?"
            hint={answer.value === "" ? notAnswered : undefined}
            options={YES_NO}
            value={answer.value}
            onChange={answer.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {isDiabetic === "yes" && (
        <>
          <SelectField
            id="edit-diabetesType"
            label="Diabetes Type"
            className={editFieldClass()}
            {...field("diabetesType")}
          >
            <Options values={DIABETES_TYPES} labels={DIABETES_TYPE_LABEL} placeholder="Select type..." />
          </SelectField>
          <TextareaField
            id="edit-diabetesDetails"
            label="Diabetes Details"
            className={editFieldClass(true)}
            rows={3}
            {...field("diabetesDetails")}
          />
        </>
      )}
    </FieldsCard>
  );
}
