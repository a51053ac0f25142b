import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorMessage, toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";

/**
 * Puts the server's field messages beside their fields (what was typed stays). `known` limits them to
 * the fields the form shows. Returns whether any was put.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known?: ReadonlyArray<Path<T>>,
): boolean {
  const fields = Object.entries(toApiError(error).fields).filter(
    ([name]) => !known || (known as readonly string[]).includes(name),
  );
  for (const [name, message] of fields) setError(name as Path<T>, { message });
  return fields.length > 0;
}

/** A toast with the server's words, or with `fallback` when the server did not answer (docs/spec.md §8). */
export function showError(error: unknown, title = "Error", fallback?: string) {
  notify.error(title, errorMessage(error, fallback));
}

/** The field messages go beside their fields; a refusal no field explains is a toast. */
export function showRefusal<T extends FieldValues>(error: unknown, setError?: UseFormSetError<T>, title?: string) {
  if (!setError || !applyServerErrors(error, setError)) showError(error, title);
}
