import type { FieldValues, UseFormProps } from "react-hook-form";
import { refusalText } from "@/client/components/form/server-errors";
import { notify } from "@/client/lib/notify";
import { useDialogForm } from "../../lib/use-fresh-on-open";

interface StaffMutation<Body, Result> {
  mutate: (body: Body, options: { onSuccess: (result: Result) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/**
 * A staff dialog's form (useDialogForm) that sends one mutation: a success says `done`'s words and
 * closes the dialog; a refusal no field explains (a lost connection, a server error) is said above
 * the buttons, where the dialog stays open. `body` is what is sent, or null when there is no member.
 */
export function useStaffDialog<Values extends FieldValues, Body, Result>(options: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mutation: StaffMutation<Body, Result>;
  initial: () => Values;
  form: Omit<UseFormProps<Values>, "defaultValues">;
  body: (values: Values) => Body | null;
  done: (result: Result) => readonly [title: string, description: string];
}) {
  const { open, onOpenChange, mutation } = options;
  const form = useDialogForm<Values>(open, options.initial, options.form);
  const submit = form.handleSubmit((values) => {
    const body = options.body(values);
    if (body === null) return;
    mutation.mutate(body, {
      onSuccess: (result) => {
        notify.success(...options.done(result));
        onOpenChange(false);
      },
      onError: (error) => form.setRefusal(refusalText(error, form.setError)),
    });
  });
  const dialog = {
    open,
    onOpenChange,
    pending: mutation.isPending,
    onSubmit: () => void submit(),
    problem: form.refusal,
  };
  return { field: form.field, dialog };
}
