import { useEffect, useState } from "react";
import { notify } from "@/client/lib/notify";
import { cancelOrderSchema, recordReturnSchema } from "@/shared/schemas/orders";
import { showRefusal } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useCancelOrder, useRecordReturn } from "../../api/orders-api";
import { TextareaField } from "@/client/components/form/field";

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
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) {
      setReason("");
      setError(undefined);
    }
  }, [open]);
  const copy = COPY[kind];
  const submit = () => {
    const parsed = (kind === "cancel" ? cancelOrderSchema : recordReturnSchema).safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    const done = {
      onSuccess: () => {
        notify.success("Saved", `Order #${orderId} has been ${copy.done}.`);
        onOpenChange(false);
      },
      onError: (e: Error) => showRefusal(e, (_name, { message }) => setError(message)),
    };
    if (kind === "cancel") cancel.mutate({ reason }, done);
    else ret.mutate({ reason }, done);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      submitLabel={copy.submit}
      pending={mutation.isPending}
      onSubmit={submit}
      destructive
    >
      <TextareaField
        id={`${kind}-reason`}
        label={copy.label}
        error={error}
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </FormDialog>
  );
}
