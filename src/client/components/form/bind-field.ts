import type { FieldErrors, FieldValues, Path, RegisterOptions, UseFormRegister } from "react-hook-form";

/** The message react-hook-form holds for a field, by its dotted name ("address.postcode"). */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  let at: unknown = errors;
  for (const key of name.split(".")) at = (at as Record<string, unknown> | undefined)?.[key];
  const message = (at as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

/**
 * Binds fields to a react-hook-form form: `field("amount")` is the field's registration and its
 * message, spread onto InputField, TextareaField or SelectField beside its id and label. `options`
 * are register's, for a field whose text is read before the schema checks it (a blank that is no
 * value, a number).
 */
export function bindField<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: fieldError(errors, name),
  });
}
