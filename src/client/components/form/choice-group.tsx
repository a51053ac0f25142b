import { RadioGroup, RadioGroupItem } from "@/client/components/ui/radio-group";
import { Label } from "@/client/components/ui/label";
import { cn } from "@/client/lib/utils";
import { FieldError } from "./field";

/** A yes/no question's two choices, No first: the patient form's and the re-order's questions. */
export const YES_NO_OPTIONS = [
  { value: "no", label: "No" },
  { value: "yes", label: "Yes" },
] as const;

/** A labelled radio group (a fieldset with a legend, described by its hint), arrow keys move between options. */
export function ChoiceGroup<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  className,
  hint,
}: {
  id: string;
  legend: string;
  options: ReadonlyArray<{ value: T; label: string; disabled?: boolean }>;
  value: T | "" | null | undefined;
  onChange: (value: T) => void;
  error?: string;
  className?: string;
  hint?: string;
}) {
  return (
    <fieldset className={cn("grid content-start gap-2", className)} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="mb-2 text-sm font-medium text-zinc-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-zinc-600">
          {hint}
        </p>
      ) : null}
      <RadioGroup
        value={value ?? ""}
        onValueChange={(v) => onChange(v as T)}
        className="flex flex-wrap gap-x-6 gap-y-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((o) => (
          <div key={o.value} className="flex items-center gap-2">
            <RadioGroupItem value={o.value} id={`${id}-${o.value}`} disabled={o.disabled} />
            <Label htmlFor={`${id}-${o.value}`} className="font-normal">
              {o.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
