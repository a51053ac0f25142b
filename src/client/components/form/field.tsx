import type { ComponentProps, ReactNode } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { joinClasses } from "@/client/components/ui/join-classes";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";

/**
 * The attributes that tie a control to its label's id and to what it needs read: its error message
 * when there is one, else its hint (when `hint`). The hint stays on screen beside the error.
 */
export function fieldA11y(id: string, error?: string, hint?: boolean) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * A labelled control with its hint and its error; `children` receives nothing, use
 * fieldA11y(id, error, hint !== undefined) on the control.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={joinClasses(["grid content-start", ["gap-2", /^gap-/]], className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-zinc-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

interface Labelled {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/**
 * A labelled text input with its hint and error tied to it: FormField around an Input given every
 * input attribute (an aria attribute given wins, for a message the field does not hold).
 */
export function InputField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: Omit<ComponentProps<"input">, "id"> & Labelled) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...fieldA11y(id, error, Boolean(hint))} {...input} />
    </FormField>
  );
}

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
