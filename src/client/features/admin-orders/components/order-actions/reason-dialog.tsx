import { zodResolver } from "@hookform/resolvers/zod";
import { cancelOrderSchema } from "@/shared/schemas/orders/orders";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useCancelOrder } from "../../api/orders-api";
import { TextareaField } from "@/client/components/form/control-fields";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";

type Props = { orderId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Cancel (a reason may be given): the reason goes on the timeline. A return has its own dialog (decision 125). */
export function ReasonDialog({ orderId, open, onOpenChange }: Props) {
  const { field, dialog } = useMutationDialog({
    open,
    onOpenChange,
    mutation: useCancelOrder(orderId),
    initial: () => ({ reason: "" }),
    form: { resolver: zodResolver(cancelOrderSchema) },
    done: () => ["Saved", `Order #${orderId} has been cancelled.`],
    body: ({ reason }: { reason?: string }) => ({ reason: reason ?? "" }),
  });
  return (
    <FormDialog
      {...dialog}
      title="Cancel order"
      description="The patient is e-mailed that the order is cancelled."
      submitLabel="Cancel order"
      destructive
    >
      <TextareaField id="cancel-reason" label="Reason (optional)" rows={3} maxLength={1000} {...field("reason")} />
    </FormDialog>
  );
}
