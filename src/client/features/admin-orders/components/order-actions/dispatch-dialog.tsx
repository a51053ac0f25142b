import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { COLD_CHAIN_REQUIRED, COURIERS } from "@/shared/domain/dispensing/dispensing";
import { dispatchSchema } from "@/shared/schemas/orders";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { useDispatch } from "../../api/orders-api";
import { InputField } from "@/client/components/form/field";
import { FormCheckField, SelectField } from "@/client/components/form/control-fields";

type Props = { orderId: number; coldChainRequired: boolean; open: boolean; onOpenChange: (open: boolean) => void };
type Values = z.input<typeof dispatchSchema>;

/** Dispatch: courier and tracking number; on a Friday or Saturday the cold chain is confirmed first. */
export function DispatchDialog({ orderId, coldChainRequired, open, onOpenChange }: Props) {
  const { field, dialog, refusal } = useMutationDialog({
    open,
    // A refusal (no RP in, decision 116) is said in the dialog, where a screen reader is.
    refusalIn: "dialog",
    onOpenChange,
    mutation: useDispatch(orderId),
    initial: (): Values => ({ courier: "Royal Mail", trackingNumber: "", coldChainConfirmed: false }),
    form: { resolver: zodResolver(dispatchSchema) },
    check: (values: z.output<typeof dispatchSchema>) =>
      coldChainRequired && !values.coldChainConfirmed ? { coldChainConfirmed: COLD_CHAIN_REQUIRED } : {},
    done: () => ["Dispatched", `Order #${orderId} is on its way; the patient has been e-mailed.`],
  });
  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title="Dispatch"
      description={`Hand order #${orderId} to the courier.`}
      submitLabel="Dispatch"
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
          <FormCheckField id="cold-chain" label="Cold-chain packaging confirmed" {...field("coldChainConfirmed")} />
        </div>
      )}
    </FormDialog>
  );
}
