import type { z } from "zod";
import { COLD_CHAIN_PACKAGINGS, COLD_CHAIN_REQUIRED, COURIERS } from "@/shared/domain/dispensing/dispensing";
import { dispatchSchema } from "@/shared/schemas/orders/orders";
import { schemaResolver } from "@/client/components/form/resolvers";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { useDispatch } from "../../api/orders-api";
import { InputField } from "@/client/components/form/field";
import { FormCheckField, Options, SelectField } from "@/client/components/form/control-fields";

type Props = { orderId: number; coldChainRequired: boolean; open: boolean; onOpenChange: (open: boolean) => void };
// The packaging is chosen each time (decision 121): it starts empty, never a default ticked through.
type Values = Omit<z.input<typeof dispatchSchema>, "coldChainPackaging"> & { coldChainPackaging: string };
const PACKAGING_LABELS = Object.fromEntries(COLD_CHAIN_PACKAGINGS.map((p) => [p, p])) as Record<
  (typeof COLD_CHAIN_PACKAGINGS)[number],
  string
>;

/** Dispatch: courier, tracking number and the cold-chain packaging; on a Friday or Saturday the packaging is confirmed again. */
export function DispatchDialog({ orderId, coldChainRequired, open, onOpenChange }: Props) {
  const { field, dialog, refusal } = useMutationDialog({
    open,
    // A refusal (no RP in, decision 116) is said in the dialog, where a screen reader is.
    refusalIn: "dialog",
    onOpenChange,
    mutation: useDispatch(orderId),
    initial: (): Values => ({
      courier: "Royal Mail",
      trackingNumber: "",
      coldChainPackaging: "",
      coldChainConfirmed: false,
    }),
    form: { resolver: schemaResolver(dispatchSchema, (v: Values) => v) },
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
      <SelectField id="cold-chain-packaging" label="Cold-chain packaging" {...field("coldChainPackaging")}>
        <Options values={COLD_CHAIN_PACKAGINGS} labels={PACKAGING_LABELS} placeholder="Choose the packaging" />
      </SelectField>
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
