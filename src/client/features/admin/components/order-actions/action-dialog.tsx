import type { ComponentProps, ReactNode } from "react";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";

/** A labelled field whose message is tied to its control (aria-describedby). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-zinc-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes of a control in a `Field`. */
export const describedBy = (id: string, error: string | undefined, hint?: boolean) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

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
          id={id}
          checked={checked}
          onCheckedChange={(v) => onChange(v === true)}
          className="mt-0.5"
          {...describedBy(id, error)}
        />
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Label-value facts a dialog shows before its confirmation. */
export function Facts({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-md bg-zinc-50 p-3 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-zinc-600">{label}</dt>
          <dd className="mb-1 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Labelled {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A `Field` holding one text input, tied to its label, hint and message. */
export function InputField({ id, label, error, hint, ...input }: Labelled & ComponentProps<typeof Input>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input id={id} {...describedBy(id, error, hint !== undefined)} {...input} />
    </Field>
  );
}

/** A `Field` holding one text area, tied to its label, hint and message. */
export function TextareaField({ id, label, error, hint, ...textarea }: Labelled & ComponentProps<typeof Textarea>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Textarea id={id} {...describedBy(id, error, hint !== undefined)} {...textarea} />
    </Field>
  );
}

/** A `Field` holding one select, tied to its label, hint and message; `children` are its options. */
export function SelectField({ id, label, error, hint, ...select }: Labelled & ComponentProps<typeof NativeSelect>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <NativeSelect id={id} {...describedBy(id, error, hint !== undefined)} {...select} />
    </Field>
  );
}
