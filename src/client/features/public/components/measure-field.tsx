import { fieldA11y, FormField } from "@/client/components/form/field";
import { Input } from "@/client/components/ui/input";

/** One measurement of the BMI calculator, named for the GET the server answers (decision 104), its range as its hint. */
export function MeasureField({
  name,
  label,
  unit,
  range,
  value,
  error,
  onChange,
}: {
  name: "height" | "weight";
  label: string;
  unit: string;
  range: { min: number; max: number };
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `bmi-${name}`;
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      className="gap-1.5"
      hint={`Between ${range.min} and ${range.max} ${unit}`}
    >
      <Input
        type="number"
        inputMode="decimal"
        min={range.min}
        max={range.max}
        step="any"
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldA11y(id, error, true)}
      />
    </FormField>
  );
}
