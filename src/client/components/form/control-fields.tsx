/**
 * The fields the back office's forms use beside InputField: a text area, a select and a checkbox,
 * kept apart from field.tsx so the public pages' first view never loads their controls (tests/budget).
 */
import type { ComponentProps } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { FieldError, fieldA11y, FormField, type Labelled } from "./field";

/** A FormField holding one text area, tied to its label, hint and message. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: Omit<ComponentProps<typeof Textarea>, "id"> & Labelled) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Textarea {...fieldA11y(id, error, Boolean(hint))} {...textarea} />
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

/** A checkbox confirmation with its label, its message tied to it. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
  error,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <Checkbox
          checked={checked}
          onCheckedChange={(v) => onChange(v === true)}
          className="mt-0.5"
          {...fieldA11y(id, error)}
        />
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A CheckField bound to a react-hook-form field, its message from the form's errors. */
export function FormCheckField<T extends FieldValues>({
  control,
  name,
  id,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckField
          id={id}
          label={label}
          checked={field.value === true}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
