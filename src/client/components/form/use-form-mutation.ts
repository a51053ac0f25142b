import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { type ApiError, errorMessage, toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { applyServerErrors } from "./server-errors";

/** A mutation as a form sends it (TanStack Query's useMutation result). */
export interface FormMutation<Vars, Result> {
  mutate: (vars: Vars, options: { onSuccess: (result: Result) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

export interface FormMutationOptions<T extends FieldValues> {
  /** The fields the form shows: the server's messages for any other are not put on the form. */
  known?: ReadonlyArray<Path<T>>;
  /** Where what no field explains is said: a toast (the default), or the form itself (`refusal`). */
  show?: "toast" | "form";
  /** The toast's title ("Error" when not given). */
  title?: string;
  /** The words said when the server did not answer (offline): the generic message when not given. */
  fallback?: string;
  /** Say the refusal's words even when a field explains it. */
  always?: boolean;
  /**
   * A refusal the form says its own way, told by its code (never its status or words): runs once
   * the field messages are beside their fields (`explained`: whether any was), and returns true
   * when it has said it, so nothing else is.
   */
  onRefusal?: (error: ApiError, explained: boolean) => boolean;
}

/**
 * The one way a form sends what it holds (docs/architecture.md, forms): `send(values, onSuccess)`
 * runs the mutation; on a refusal the server's field messages go beside their fields
 * (applyServerErrors) and the rest is said, in a toast or, with `show: "form"`, as `refusal` for
 * the form to show (FormDialog's problem, a form's notice). Used by forms and dialogs alike
 * (`useMutationDialog`).
 */
export function useFormMutation<Vars, Result, T extends FieldValues>(
  mutation: FormMutation<Vars, Result>,
  form: { setError: UseFormSetError<T> },
  options: FormMutationOptions<T> = {},
) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const refused = (thrown: unknown) => {
    const error = toApiError(thrown);
    const explained = applyServerErrors(error, form.setError, options.known);
    if (options.onRefusal?.(error, explained)) return;
    if (explained && !options.always) return;
    const words = errorMessage(error, options.fallback);
    if (options.show === "form") setRefusal(words);
    else notify.error(options.title ?? "Error", words);
  };
  const send = (vars: Vars, onSuccess?: (result: Result) => void) => {
    setRefusal(null);
    mutation.mutate(vars, { onSuccess: (result) => onSuccess?.(result), onError: refused });
  };
  return { send, pending: mutation.isPending, refusal, setRefusal };
}
