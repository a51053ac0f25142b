import { zodResolver } from "@hookform/resolvers/zod";
import { type AccuracyCheckInput, accuracyCheckSchema } from "@/shared/schemas/orders/dispensing";
import { FormDialog } from "@/client/components/form/form-dialog";
import { type OrderDetail, useAccuracyCheck } from "../../api/orders-api";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { FormCheckField } from "@/client/components/form/control-fields";
import { UNTICKED } from "@/client/components/form/values";
import { Facts } from "@/client/features/admin-shell/components/page-parts/facts";

type Props = { order: OrderDetail; open: boolean; onOpenChange: (open: boolean) => void };
const NONE: AccuracyCheckInput = {
  packChecked: UNTICKED,
  doseChecked: UNTICKED,
  labelChecked: UNTICKED,
  patientChecked: UNTICKED,
};

const CONFIRMATIONS: Array<[keyof AccuracyCheckInput, string]> = [
  ["packChecked", "The pack is the prescribed medicine and strength, in date"],
  ["doseChecked", "The dose and directions match the prescription"],
  ["labelChecked", "The label is correct and on the pack"],
  ["patientChecked", "It is for this patient"],
];

/**
 * Accuracy check (decisions 095 and 097): a second person confirms the pack, the dose, the label
 * and the patient against the prescription. It dispenses: the register entry is written and the
 * order moves on.
 */
export function AccuracyCheckDialog({ order, open, onOpenChange }: Props) {
  const orderId = order.order.orderId;
  const { field, dialog } = useMutationDialog({
    open,
    onOpenChange,
    mutation: useAccuracyCheck(orderId),
    initial: () => NONE,
    form: { resolver: zodResolver(accuracyCheckSchema) },
    done: () => ["Dispensed", `Order #${orderId} is checked, dispensed and entered in the POM register.`],
  });
  const d = order.dispensing;
  const pack = d.steps.assembly;
  const rx = order.prescription;

  return (
    <FormDialog
      {...dialog}
      title="Accuracy check"
      description={
        d.assembledByYou
          ? "You assembled this pack: lone working is allowed, and the check will record it."
          : "Check the assembled pack and its label against the prescription."
      }
      submitLabel="Record accuracy check"
    >
      <Facts
        rows={[
          [
            "Patient",
            `${order.patient.name}${order.patient.dateOfBirth ? `, born ${formatShortDate(order.patient.dateOfBirth)}` : ""}`,
          ],
          ["Prescribed", rx ? `${rx.medicine} ${rx.strength} × ${rx.quantity}` : "No prescription"],
          ["Directions", rx?.directions ?? "—"],
          [
            "Pack",
            pack
              ? `Batch ${pack.batchNumber}, expiry ${formatShortDate(pack.expiryDate)}${pack.serialNumber ? `, serial ${pack.serialNumber}` : ""}`
              : "Not assembled",
          ],
          ["Assembled by", pack ? `${pack.by}, ${formatDateTime(pack.at)}` : "—"],
        ]}
      />
      {CONFIRMATIONS.map(([name, label]) => (
        <FormCheckField key={name} id={`accuracy-${name}`} label={label} {...field(name)} />
      ))}
    </FormDialog>
  );
}
