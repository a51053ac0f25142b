import { useEffect, useState } from "react";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { notify } from "@/client/lib/notify";
import { collectSchema } from "@/shared/schemas/orders";
import { showRefusal } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useCollect } from "../../api/orders-api";
import { fieldA11y, InputField } from "@/client/components/form/field";

type Props = { orderId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Collected: the patient's ID was checked; a weight taken at the counter goes to the prescriber. */
export function CollectDialog({ orderId, open, onOpenChange }: Props) {
  const mutation = useCollect(orderId);
  const [idChecked, setIdChecked] = useState(false);
  const [weight, setWeight] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) {
      setIdChecked(false);
      setWeight("");
      setErrors({});
    }
  }, [open]);

  const submit = () => {
    const body = { idChecked, ...(weight.trim() ? { weightKg: Number(weight) } : {}) };
    const parsed = collectSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        notify.success("Collected", `Order #${orderId} has been collected.`);
        onOpenChange(false);
      },
      onError: (error) =>
        showRefusal(error, (name, { message }) => setErrors((e) => ({ ...e, [name]: message ?? "" }))),
    });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Collected"
      description={`Hand order #${orderId} to the patient.`}
      submitLabel="Collected"
      pending={mutation.isPending}
      onSubmit={submit}
    >
      <div className="grid gap-2">
        <div className="flex items-center gap-3">
          <Checkbox
            checked={idChecked}
            onCheckedChange={(v) => setIdChecked(v === true)}
            {...fieldA11y("id-checked", errors.idChecked)}
          />
          <Label htmlFor="id-checked">ID checked</Label>
        </div>
        {errors.idChecked && (
          <p id="id-checked-error" className="text-sm text-red-700">
            {errors.idChecked}
          </p>
        )}
      </div>
      <InputField
        id="counter-weight"
        label="Weight at the counter (kg, optional)"
        error={errors.weightKg}
        inputMode="decimal"
        value={weight}
        onChange={(e) => setWeight(e.target.value)}
      />
    </FormDialog>
  );
}
