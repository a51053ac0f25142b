import { zodResolver } from "@hookform/resolvers/zod";
import { type CollectInput, collectSchema } from "@/shared/schemas/orders/orders";
import { FormDialog } from "@/client/components/form/form-dialog";
import { InputField } from "@/client/components/form/field";
import { FormCheckField } from "@/client/components/form/control-fields";
import { optionalNumber, UNTICKED } from "@/client/components/form/values";
import { useCollect } from "../../api/orders-api";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";

type Props = { orderId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Collected: the patient's ID was checked; a weight taken at the counter goes to the prescriber. */
export function CollectDialog({ orderId, open, onOpenChange }: Props) {
  const { dialog, field, refusal } = useMutationDialog({
    open,
    // A refusal (no RP in, decision 116) is said in the dialog, where a screen reader is.
    refusalIn: "dialog",
    onOpenChange,
    mutation: useCollect(orderId),
    initial: (): CollectInput => ({ idChecked: UNTICKED, weightKg: undefined }),
    form: { resolver: zodResolver(collectSchema) },
    done: () => ["Collected", `Order #${orderId} has been collected.`],
  });
  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title="Collected"
      description={`Hand order #${orderId} to the patient.`}
      submitLabel="Collected"
    >
      <FormCheckField id="id-checked" label="ID checked" {...field("idChecked")} />
      <InputField
        id="counter-weight"
        label="Weight at the counter (kg, optional)"
        inputMode="decimal"
        {...field("weightKg", { setValueAs: optionalNumber })}
      />
    </FormDialog>
  );
}
