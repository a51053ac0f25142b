import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { notify } from "@/client/lib/notify";
import { COLD_CHAIN_REQUIRED, COURIERS } from "@/shared/domain/dispensing";
import { dispatchSchema } from "@/shared/schemas/orders";
import { showRefusal } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useDialogForm } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { useDispatch } from "../../api/orders-api";
import { InputField } from "@/client/components/form/field";
import { FormCheckField, SelectField } from "@/client/components/form/control-fields";

type Props = { orderId: number; coldChainRequired: boolean; open: boolean; onOpenChange: (open: boolean) => void };
type Values = z.input<typeof dispatchSchema>;

/** Dispatch: courier and tracking number; on a Friday or Saturday the cold chain is confirmed first. */
export function DispatchDialog({ orderId, coldChainRequired, open, onOpenChange }: Props) {
  const mutation = useDispatch(orderId);
  const { field, control, handleSubmit, setError } = useDialogForm<Values, z.output<typeof dispatchSchema>>(
    open,
    () => ({ courier: "Royal Mail", trackingNumber: "", coldChainConfirmed: false }),
    { resolver: zodResolver(dispatchSchema) },
  );
  const submit = handleSubmit((values) => {
    if (coldChainRequired && !values.coldChainConfirmed) {
      setError("coldChainConfirmed", { message: COLD_CHAIN_REQUIRED });
      return;
    }
    mutation.mutate(values, {
      onSuccess: () => {
        notify.success("Dispatched", `Order #${orderId} is on its way; the patient has been e-mailed.`);
        onOpenChange(false);
      },
      onError: (error) => showRefusal(error, setError),
    });
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Dispatch"
      description={`Hand order #${orderId} to the courier.`}
      submitLabel="Dispatch"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <SelectField id="courier" label="Courier" {...field("courier")}>
        {COURIERS.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <InputField
        id="tracking-number"
        label="Tracking number"
        autoComplete="off"
        maxLength={60}
        {...field("trackingNumber")}
      />
      {coldChainRequired && (
        <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">
            Today is a Friday or Saturday: the parcel may spend the weekend in a depot.
          </p>
          <FormCheckField
            control={control}
            name="coldChainConfirmed"
            id="cold-chain"
            label="Cold-chain packaging confirmed"
          />
        </div>
      )}
    </FormDialog>
  );
}
