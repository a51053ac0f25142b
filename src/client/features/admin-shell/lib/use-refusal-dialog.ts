import type { FieldValues, Path } from "react-hook-form";
import { refusalText } from "@/client/components/form/server-errors";
import { notify } from "@/client/lib/notify";
import { useDialogForm, type useMutationDialog } from "./use-fresh-on-open";

/** What useMutationDialog is given, but its `body` and `done`, which differ here. */
type DialogOptions<In extends FieldValues, Out, Result, Body> = Omit<
  Parameters<typeof useMutationDialog<In, Out, Result, Body>>[0],
  "body" | "done"
>;

/**
 * A dialog's form (useDialogForm) that sends one mutation and keeps a refusal inside the dialog,
 * which stays open: the server's field messages go beside the `known` fields (all of them when not
 * given), what no field explains is the returned `refusal`. A success says `done`'s words and closes
 * the dialog. `check` finds what is refused before anything is sent (by the server's day); `body`
 * is what is sent (the values by default), or null when there is nothing to send it for.
 */
export function useRefusalDialog<In extends FieldValues, Out, Result, Body = Out>(
  options: DialogOptions<In, Out, Result, Body> & {
    done: (result: Result) => readonly [title: string, description: string];
    known?: ReadonlyArray<Path<In>>;
    check?: (values: Out) => Partial<Record<Path<In>, string>>;
    body?: (values: Out) => Body | null;
  },
) {
  const { open, onOpenChange, mutation } = options;
  const form = useDialogForm<In, Out>(open, options.initial, options.form);
  const submit = form.handleSubmit((values) => {
    const problems = Object.entries(options.check?.(values) ?? {}) as Array<[Path<In>, string]>;
    for (const [name, message] of problems) form.setError(name, { message });
    const body = options.body ? options.body(values) : (values as unknown as Body);
    if (problems.length > 0 || body === null) return;
    form.setRefusal(null);
    mutation.mutate(body, {
      onSuccess: (result) => {
        notify.success(...options.done(result));
        onOpenChange(false);
      },
      onError: (error) => form.setRefusal(refusalText(error, form.setError, options.known)),
    });
  });
  return { ...form, dialog: { open, onOpenChange, pending: mutation.isPending, onSubmit: () => void submit() } };
}
