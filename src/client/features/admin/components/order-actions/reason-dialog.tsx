import { zodResolver } from "@hookform/resolvers/zod";
import { notify } from "@/client/lib/notify";
import { cancelOrderSchema, recordReturnSchema } from "@/shared/schemas/orders";
import { showRefusal } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useCancelOrder, useRecordReturn } from "../../api/orders-api";
import { TextareaField } from "@/client/components/form/control-fields";
import { useDialogForm } from "../../lib/use-fresh-on-open";

type Props = { orderId: number; kind: "cancel" | "return"; open: boolean; onOpenChange: (open: boolean) => void };

const COPY = {
  cancel: {
    title: "Cancel order",
    description: "The patient is e-mailed that the order is cancelled.",
    label: "Reason (optional)",
    submit: "Cancel order",
    done: "cancelled",
  },
  return: {
    title: "Record a return",
    description: "Dispensed medicine that came back to the pharmacy.",
    label: "Reason",
    submit: "Record return",
    done: "recorded as returned",
  },
} as const;

/** Cancel (a reason may be given) or Record a return (a reason is needed): the reason goes on the timeline. */
export function ReasonDialog({ orderId, kind, open, onOpenChange }: Props) {
  const cancel = useCancelOrder(orderId);
  const ret = useRecordReturn(orderId);
  const mutation = kind === "cancel" ? cancel : ret;
  const { register, handleSubmit, setError, errors } = useDialogForm<{ reason?: string }>(
    open,
    () => ({ reason: "" }),
    {
      resolver: zodResolver(kind === "cancel" ? cancelOrderSchema : recordReturnSchema),
    },
  );
  const copy = COPY[kind];
  const submit = handleSubmit(({ reason }) => {
    const done = {
      onSuccess: () => {
        notify.success("Saved", `Order #${orderId} has been ${copy.done}.`);
        onOpenChange(false);
      },
      onError: (e: Error) => showRefusal(e, setError),
    };
    if (kind === "cancel") cancel.mutate({ reason }, done);
    else ret.mutate({ reason: reason ?? "" }, done);
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      submitLabel={copy.submit}
      pending={mutation.isPending}
      onSubmit={() => void submit()}
      destructive
    >
      <TextareaField
        id={`${kind}-reason`}
        label={copy.label}
        error={errors.reason?.message}
        rows={3}
        maxLength={1000}
        {...register("reason")}
      />
    </FormDialog>
  );
}
