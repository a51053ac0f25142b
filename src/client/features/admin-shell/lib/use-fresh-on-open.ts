import { useEffect, useState } from "react";
import { type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import { bindField } from "@/client/components/form/bind-field";
import { showRefusal } from "@/client/components/form/server-errors";
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

/** A mutation as a dialog sends it: the values, then what to do on success and on refusal. */
interface DialogMutation<Body, Result> {
  mutate: (body: Body, options: { onSuccess: (result: Result) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/**
 * A dialog's form that sends one mutation (useDialogForm): a success says `done`'s words and closes
 * the dialog, a refusal goes beside its fields or in a toast. `dialog` is what FormDialog needs
 * besides its words; `body` turns the checked values into what is sent (the values themselves by default).
 */
export function useMutationDialog<In extends FieldValues, Out, Result, Body = Out>(options: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mutation: DialogMutation<Body, Result>;
  initial: () => In;
  form: Omit<UseFormProps<In, unknown, Out>, "defaultValues">;
  done: (result: Result, values: Out) => readonly [title: string, description: string];
  body?: (values: Out, form: UseFormReturn<In, unknown, Out>) => Body;
}) {
  const { open, onOpenChange, mutation, done } = options;
  const form = useDialogForm<In, Out>(open, options.initial, options.form);
  const submit = form.handleSubmit((values) =>
    mutation.mutate(options.body ? options.body(values, form) : (values as unknown as Body), {
      onSuccess: (result) => {
        notify.success(...done(result, values));
        onOpenChange(false);
      },
      onError: (error) => showRefusal(error, form.setError),
    }),
  );
  return { ...form, dialog: { open, onOpenChange, pending: mutation.isPending, onSubmit: () => void submit() } };
}
