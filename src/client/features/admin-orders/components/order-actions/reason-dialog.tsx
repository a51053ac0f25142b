import { zodResolver } from "@hookform/resolvers/zod";
import { cancelOrderSchema, recordReturnSchema } from "@/shared/schemas/orders";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useCancelOrder, useRecordReturn } from "../../api/orders-api";
import { TextareaField } from "@/client/components/form/control-fields";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";

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
  const copy = COPY[kind];
  const { field, dialog } = useMutationDialog({
    open,
    onOpenChange,
    mutation: kind === "cancel" ? cancel : ret,
    initial: () => ({ reason: "" }),
    form: { resolver: zodResolver(kind === "cancel" ? cancelOrderSchema : recordReturnSchema) },
    done: () => ["Saved", `Order #${orderId} has been ${copy.done}.`],
    body: ({ reason }: { reason?: string }) => ({ reason: reason ?? "" }),
  });
  return (
    <FormDialog {...dialog} title={copy.title} description={copy.description} submitLabel={copy.submit} destructive>
      <TextareaField id={`${kind}-reason`} label={copy.label} rows={3} maxLength={1000} {...field("reason")} />
    </FormDialog>
  );
}
