import type { ReactNode } from "react";
import { Label } from "@/client/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/client/components/ui/radio-group";
import { Textarea } from "@/client/components/ui/textarea";
import { TEXT_LIMITS } from "@/shared/domain/constants";

/** The attributes that tie a control to its error message. */
export const describedBy = (id: string, error?: string) => ({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined });

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** A labelled control with its hint and its error. */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {hint ? <p className="text-sm text-zinc-600">{hint}</p> : null}
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A radio group under a legend; arrow keys move between its options. */
export function Choice<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-1 text-sm font-medium text-zinc-900">{legend}</legend>
      {hint ? <p className="text-sm text-zinc-600">{hint}</p> : null}
      <RadioGroup
        value={value ?? ""}
        onValueChange={(v) => onChange(v as T)}
        className="flex flex-wrap gap-x-5 gap-y-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((o) => (
          <div key={o.value} className="flex items-center gap-2">
            <RadioGroupItem value={o.value} id={`${id}-${o.value}`} />
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

export type YesNo = { answer: "yes" | "no"; details: string };
export const YES_NO_OPTIONS = [
  { value: "no", label: "No" },
  { value: "yes", label: "Yes" },
] as const;

/** A yes/no question whose yes asks for details. */
export function YesNoDetails({ id, question, note, value, onChange, error, detailsError }: { id: string; question: string; note?: string; value: YesNo | null; onChange: (v: YesNo) => void; error?: string; detailsError?: string }) {
  return (
    <div className="grid gap-3 rounded-md border border-zinc-200 p-4">
      <Choice id={id} legend={question} hint={note} options={YES_NO_OPTIONS} value={value?.answer ?? null} error={error} onChange={(answer) => onChange({ answer, details: answer === "no" ? "" : (value?.details ?? "") })} />
      {value?.answer === "yes" ? (
        <Field id={`${id}-details`} label="Please give details" error={detailsError}>
          <Textarea {...describedBy(`${id}-details`, detailsError)} value={value.details} maxLength={TEXT_LIMITS.detail} onChange={(e) => onChange({ answer: "yes", details: e.target.value })} />
        </Field>
      ) : null}
    </div>
  );
}
