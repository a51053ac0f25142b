import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { ChoiceGroup } from "@/client/components/form/choice-group";

/** A ChoiceGroup bound to a react-hook-form field, its message from the form's errors. */
export function FormChoice<T extends FieldValues, V extends string>({
  control,
  name,
  id,
  legend,
  hint,
  options,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ value: V; label: string }>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceGroup
          id={id}
          legend={legend}
          hint={hint}
          options={options}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
