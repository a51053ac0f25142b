import { useEffect, useState } from "react";
import { type DefaultValues, type FieldValues, type UseFormProps, useForm } from "react-hook-form";

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
 * (useFreshOnOpen). `props` gives the resolver (the shared zod schema) and any other option.
 */
export function useDialogForm<In extends FieldValues, Out = In, Refusal = string>(
  open: boolean,
  initial: () => In,
  props: Omit<UseFormProps<In, unknown, Out>, "defaultValues">,
) {
  const form = useForm<In, unknown, Out>({ ...props, defaultValues: initial() as DefaultValues<In> });
  const [refusal, setRefusal] = useFreshOnOpen<Refusal>(open, () => form.reset(initial()));
  return { ...form, errors: form.formState.errors, refusal, setRefusal };
}
