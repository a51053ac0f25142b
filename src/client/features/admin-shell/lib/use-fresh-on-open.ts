import { useEffect, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { bindField } from "@/client/components/form/bind-field";
import { type FormMutation, useFormMutation } from "@/client/components/form/use-form-mutation";
import { notify } from "@/client/lib/notify";

/**
 * A dialog's form starts afresh each time the dialog opens: `refill` puts its first values back
 * and the last refusal (what no field of the form explains) goes. Returns that refusal's state.
 */
export function useFreshOnOpen<Refusal = string>(open: boolean, refill: () => void) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    if (open) {
      refill();
      setRefusal(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refill only when the dialog opens
  }, [open]);
  return [refusal, setRefusal] as const;
}

/**
 * A dialog's react-hook-form: `initial` values each time it opens, with the last refusal gone
 * (useFreshOnOpen). `props` gives the resolver (the shared zod schema) and any other option;
 * `field(name)` binds a field (bindField).
 */
export function useDialogForm<In extends FieldValues, Out = In, Refusal = string>(
  open: boolean,
  initial: () => In,
  props: Omit<UseFormProps<In, unknown, Out>, "defaultValues">,
) {
  const form = useForm<In, unknown, Out>({ ...props, defaultValues: initial() as DefaultValues<In> });
  const [refusal, setRefusal] = useFreshOnOpen<Refusal>(open, () => form.reset(initial()));
  const errors = form.formState.errors;
  return { ...form, errors, field: bindField(form.register, errors), refusal, setRefusal };
}

/**
 * A dialog's form that sends one mutation (useDialogForm, then useFormMutation): a success says
 * `done`'s words and closes the dialog; a refusal goes beside its fields (the `known` ones, all when
 * not given) and the rest in a toast or, with `refusalIn: "dialog"`, as `refusal`, said inside the
 * dialog, which stays open. `dialog` is what FormDialog needs besides its words. `check` finds what
 * is refused before anything is sent (by the server's day); `body` turns the checked values into
 * what is sent (the values themselves by default), or null when there is nothing to send.
 */
export function useMutationDialog<In extends FieldValues, Out, Result, Body = Out>(options: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mutation: FormMutation<Body, Result>;
  initial: () => In;
  form: Omit<UseFormProps<In, unknown, Out>, "defaultValues">;
  done: (result: Result, values: Out) => readonly [title: string, description: string];
  body?: (values: Out, form: UseFormReturn<In, unknown, Out>) => Body | null;
  refusalIn?: "toast" | "dialog";
  known?: ReadonlyArray<Path<In>>;
  check?: (values: Out) => Partial<Record<Path<In>, string>>;
}) {
  const { open, onOpenChange, mutation, done } = options;
  const form = useDialogForm<In, Out>(open, options.initial, options.form);
  const sending = useFormMutation(mutation, form, {
    known: options.known,
    show: options.refusalIn === "dialog" ? "form" : "toast",
  });
  const { setRefusal } = sending;
  useEffect(() => {
    if (open) setRefusal(null);
  }, [open, setRefusal]);
  const submit = form.handleSubmit((values) => {
    const problems = Object.entries(options.check?.(values) ?? {}) as Array<[Path<In>, string]>;
    for (const [name, message] of problems) form.setError(name, { message });
    const body = options.body ? options.body(values, form) : (values as unknown as Body);
    if (problems.length > 0 || body === null) return;
    sending.send(body, (result) => {
      notify.success(...done(result, values));
      onOpenChange(false);
    });
  });
  return {
    ...form,
    refusal: sending.refusal,
    setRefusal: sending.setRefusal,
    dialog: { open, onOpenChange, pending: sending.pending, onSubmit: () => void submit() },
  };
}
