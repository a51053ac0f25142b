import { FormField } from "@/client/components/form/field";
import { FieldHint, hintedA11y } from "@/client/components/form/field-hint";
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
    <FormField id={id} label={label} error={error} className="gap-1.5">
      <Input
        type="number"
        inputMode="decimal"
        min={range.min}
        max={range.max}
        step="any"
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...hintedA11y(id, error)}
      />
      <FieldHint id={id}>
        Between {range.min} and {range.max} {unit}
      </FieldHint>
    </FormField>
  );
}
