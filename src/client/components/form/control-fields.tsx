/**
 * The fields the forms use beside InputField: a text area, a select and a checkbox,
 * kept apart from field.tsx so the public pages' first view never loads their controls (tests/budget).
 */
import { Check } from "lucide-react";
import type { ComponentProps, KeyboardEvent } from "react";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { cn } from "@/client/lib/utils";
import { FieldError, fieldA11y, FormField, type Labelled } from "./field";

/** A FormField holding one text area, tied to its label, hint and message (`inputClassName`: the text area's own). */
export function TextareaField({
  id,
  label,
  error,
  hint,
  className,
  inputClassName,
  ...textarea
}: Omit<ComponentProps<typeof Textarea>, "id"> & Labelled & { inputClassName?: string }) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Textarea {...fieldA11y(id, error, Boolean(hint))} className={inputClassName} {...textarea} />
    </FormField>
  );
}

/** A FormField holding one select, tied to its label, hint and message; `children` are its options. */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  ...select
}: Omit<ComponentProps<typeof NativeSelect>, "id"> & Labelled) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <NativeSelect {...fieldA11y(id, error, Boolean(hint))} {...select} />
    </FormField>
  );
}

/** A select's options from a list of values and their labels, after an empty `placeholder` when given. */
export function Options<V extends string>({
  values,
  labels,
  placeholder,
}: {
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </>
  );
}

/**
 * A checkbox with its label, hint and message, bound by `field()` like the other fields:
 * `<FormCheckField id label {...field("idChecked")} />`. It is the browser's own checkbox drawn like
 * the app's Checkbox, so react-hook-form reads it as it reads any input; Enter does not send the
 * form from it (a checkbox is ticked with Space).
 */
export function FormCheckField({
  id,
  label,
  error,
  hint,
  className,
  onKeyDown,
  ...input
}: Omit<ComponentProps<"input">, "id" | "type"> & Labelled) {
  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") event.preventDefault();
    onKeyDown?.(event);
  };
  return (
    <div className={cn("grid gap-1", className)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 flex size-4 shrink-0">
          <input
            type="checkbox"
            className="peer size-4 shrink-0 cursor-pointer appearance-none rounded-sm border border-zinc-500 checked:border-brand-700 checked:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
            onKeyDown={keepEnter}
            {...fieldA11y(id, error, Boolean(hint))}
            {...input}
          />
          <Check
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 m-auto size-3.5 text-white opacity-0 peer-checked:opacity-100"
          />
        </span>
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-zinc-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
