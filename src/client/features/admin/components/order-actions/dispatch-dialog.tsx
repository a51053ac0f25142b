import { zodResolver } from "@hookform/resolvers/zod";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { notify } from "@/client/lib/notify";
import { COLD_CHAIN_REQUIRED, COURIERS } from "@/shared/domain/dispensing";
import { dispatchSchema } from "@/shared/schemas/orders";
import { showRefusal } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useDialogForm } from "../../lib/use-fresh-on-open";
import { useDispatch } from "../../api/orders-api";
import { fieldA11y, InputField } from "@/client/components/form/field";
import { SelectField } from "@/client/components/form/control-fields";

type Props = { orderId: number; coldChainRequired: boolean; open: boolean; onOpenChange: (open: boolean) => void };
type Values = z.input<typeof dispatchSchema>;

/** Dispatch: courier and tracking number; on a Friday or Saturday the cold chain is confirmed first. */
export function DispatchDialog({ orderId, coldChainRequired, open, onOpenChange }: Props) {
  const mutation = useDispatch(orderId);
  const { register, control, handleSubmit, setError, errors } = useDialogForm<Values, z.output<typeof dispatchSchema>>(
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
  const coldError = errors.coldChainConfirmed?.message;
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
      <SelectField id="courier" label="Courier" error={errors.courier?.message} {...register("courier")}>
        {COURIERS.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <InputField
        id="tracking-number"
        label="Tracking number"
        error={errors.trackingNumber?.message}
        autoComplete="off"
        maxLength={60}
        {...register("trackingNumber")}
      />
      {coldChainRequired && (
        <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">
            Today is a Friday or Saturday: the parcel may spend the weekend in a depot.
          </p>
          <div className="flex items-center gap-3">
            <Controller
              control={control}
              name="coldChainConfirmed"
              render={({ field }) => (
                <Checkbox
                  checked={field.value === true}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  {...fieldA11y("cold-chain", coldError)}
                />
              )}
            />
            <Label htmlFor="cold-chain">Cold-chain packaging confirmed</Label>
          </div>
          {coldError && (
            <p id="cold-chain-error" className="text-sm text-red-700">
              {coldError}
            </p>
          )}
        </div>
      )}
    </FormDialog>
  );
}
