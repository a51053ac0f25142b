import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { ChoiceGroup } from "@/client/components/form/choice-group";

/** A ChoiceGroup bound to a react-hook-form field, its message from the form's errors. */
export function FormChoice<T extends FieldValues, V extends string>({
  control,
  name,
  ...group
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ value: V; label: string }>;
}) {
  const { field, fieldState } = useController({ control, name });
  return <ChoiceGroup {...group} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />;
}
