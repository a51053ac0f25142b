import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/client/components/ui/input";
import { joinClasses } from "@/client/components/ui/join-classes";
import { Label } from "@/client/components/ui/label";

/** The attributes that tie an input to its label's id and its error message. */
export function fieldA11y(id: string, error?: string) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** A labelled input with its error; `children` receives nothing, use fieldA11y(id, error) on the control. */
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
      {hint ? <p className="text-sm text-zinc-600">{hint}</p> : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A labelled text input with its error tied to it: FormField around an Input given every input attribute. */
export function InputField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: Omit<ComponentProps<"input">, "id"> & { id: string; label: ReactNode; error?: string; hint?: ReactNode }) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...input} {...fieldA11y(id, error)} />
    </FormField>
  );
}
