import { notify } from "@/client/lib/notify";
import { showRefusal } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useMarkDelivered, useReadyToCollect } from "../../api/orders-api";

type Props = {
  orderId: number;
  kind: "ready_to_collect" | "mark_delivered";
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const COPY = {
  ready_to_collect: {
    title: "Ready to collect",
    description: "The patient is e-mailed that the order is ready, with the opening hours.",
    done: "is ready to collect",
  },
  mark_delivered: {
    title: "Mark delivered",
    description: "The patient told the pharmacy the parcel arrived.",
    done: "is delivered",
  },
} as const;

/** A move with nothing to fill in: confirmed in a dialog, so a stray click moves nothing. */
export function ConfirmMoveDialog({ orderId, kind, open, onOpenChange }: Props) {
  const ready = useReadyToCollect(orderId);
  const delivered = useMarkDelivered(orderId);
  const mutation = kind === "ready_to_collect" ? ready : delivered;
  const copy = COPY[kind];
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      submitLabel={copy.title}
      pending={mutation.isPending}
      onSubmit={() =>
        mutation.mutate(undefined, {
          onSuccess: () => {
            notify.success("Saved", `Order #${orderId} ${copy.done}.`);
            onOpenChange(false);
          },
          onError: (error) => showRefusal(error),
        })
      }
    />
  );
}
