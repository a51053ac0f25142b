import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/client/components/ui/input";
import { joinClasses } from "@/client/components/ui/join-classes";
import { Label } from "@/client/components/ui/label";

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

export interface Labelled {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/**
 * A labelled text input with its hint and error tied to it: FormField around an Input given every
 * input attribute (an aria attribute given wins, for a message the field does not hold).
 * `className` is the field's, `inputClassName` the input's own (a postcode shown in capitals).
 */
export function InputField({
  id,
  label,
  error,
  hint,
  className,
  inputClassName,
  ...input
}: Omit<ComponentProps<"input">, "id"> & Labelled & { inputClassName?: string }) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...fieldA11y(id, error, Boolean(hint))} className={inputClassName} {...input} />
    </FormField>
  );
}
