import type { FieldErrors, FieldValues, Path, RegisterOptions, UseFormRegister } from "react-hook-form";
import { fieldError } from "@/client/components/form/bind-field";

/**
 * bindField whose `field(name, options)` also takes register's options, for a field whose text is
 * read before the schema checks it (a blank that is no value, a number).
 */
export function bindFieldWith<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: fieldError(errors, name),
  });
}
