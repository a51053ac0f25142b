/** The labelled rows of the patient edit form: each input tied to its label and its error message. */
import type { ReactNode } from "react";
import { Controller, type FieldPath, type useForm } from "react-hook-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Label } from "@/client/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/client/components/ui/radio-group";
import type { AdminPatientUpdateInput } from "@/shared/schemas/admin";

export type FormValues = AdminPatientUpdateInput;
export type Name = FieldPath<FormValues>;

export type Errors = ReturnType<typeof useForm<FormValues>>["formState"]["errors"];

export function errorFor(errors: Errors, name: string): string | undefined {
  return (errors as Record<string, { message?: string } | undefined>)[name]?.message;
}

export function ErrorText({ name, errors }: { name: string; errors: Errors }) {
  const message = errorFor(errors, name);
  if (!message) return null;
  return (
    <p id={`edit-${name}-error`} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** A titled card of the edit form's fields, two to a row (the public pages' Section is a page's headed section). */
export function FieldsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

export function Row(props: {
  label: string;
  name: string;
  errors: Errors;
  children: ReactNode;
  required?: boolean;
  wide?: boolean;
  hint?: string;
}) {
  return (
    <div className={props.wide ? "grid gap-1.5 sm:col-span-2" : "grid gap-1.5"}>
      <Label htmlFor={`edit-${props.name}`}>
        {props.label}
        {props.required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </Label>
      {props.children}
      {props.hint && (
        <p id={`edit-${props.name}-hint`} className="text-xs text-zinc-600">
          {props.hint}
        </p>
      )}
      <ErrorText name={props.name} errors={props.errors} />
    </div>
  );
}

export function RadioRow(props: {
  label: string;
  name: "forSelf" | "isDiabetic";
  errors: Errors;
  control: ReturnType<typeof useForm<FormValues>>["control"];
  options: Array<{ value: string; label: string }>;
  hint?: string;
}) {
  const labelId = `edit-${props.name}-label`;
  const hasError = Boolean(errorFor(props.errors, props.name));
  const describedBy = [props.hint && `edit-${props.name}-hint`, hasError && `edit-${props.name}-error`].filter(Boolean);
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium">
        {props.label}
      </span>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={labelId}
            aria-invalid={hasError || undefined}
            aria-describedby={describedBy.length ? describedBy.join(" ") : undefined}
            value={field.value ?? ""}
            onValueChange={field.onChange}
            className="flex flex-wrap gap-4"
          >
            {props.options.map((o) => (
              <div key={o.value} className="flex items-center gap-2">
                <RadioGroupItem value={o.value} id={`edit-${props.name}-${o.value}`} />
                <Label htmlFor={`edit-${props.name}-${o.value}`} className="font-normal">
                  {o.label}
                </Label>
              </div>
            ))}
          </RadioGroup>
        )}
      />
      {props.hint && (
        <p id={`edit-${props.name}-hint`} className="text-xs text-zinc-600">
          {props.hint}
        </p>
      )}
      <ErrorText name={props.name} errors={props.errors} />
    </div>
  );
}
