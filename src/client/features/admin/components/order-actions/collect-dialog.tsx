import { zodResolver } from "@hookform/resolvers/zod";
import { notify } from "@/client/lib/notify";
import { type CollectInput, collectSchema } from "@/shared/schemas/orders";
import { showRefusal } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { FormCheckField, InputField } from "@/client/components/form/field";
import { optionalNumber, UNTICKED } from "@/client/components/form/values";
import { useCollect } from "../../api/orders-api";
import { useDialogForm } from "../../lib/use-fresh-on-open";

type Props = { orderId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Collected: the patient's ID was checked; a weight taken at the counter goes to the prescriber. */
export function CollectDialog({ orderId, open, onOpenChange }: Props) {
  const mutation = useCollect(orderId);
  const { control, register, handleSubmit, setError, errors } = useDialogForm<CollectInput>(
    open,
    () => ({ idChecked: UNTICKED, weightKg: undefined }),
    { resolver: zodResolver(collectSchema) },
  );
  const submit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        notify.success("Collected", `Order #${orderId} has been collected.`);
        onOpenChange(false);
      },
      onError: (error) => showRefusal(error, setError),
    }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Collected"
      description={`Hand order #${orderId} to the patient.`}
      submitLabel="Collected"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <FormCheckField control={control} name="idChecked" id="id-checked" label="ID checked" />
      <InputField
        id="counter-weight"
        label="Weight at the counter (kg, optional)"
        error={errors.weightKg?.message}
        inputMode="decimal"
        {...register("weightKg", { setValueAs: optionalNumber })}
      />
    </FormDialog>
  );
}
