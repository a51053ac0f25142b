import { zodResolver } from "@hookform/resolvers/zod";
import { type ClinicalCheckInput, clinicalCheckSchema } from "@/shared/schemas/orders/dispensing";
import { FormDialog } from "@/client/components/form/form-dialog";
import { type OrderDetail, useClinicalCheck } from "../../api/orders-api";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { FormCheckField, TextareaField } from "@/client/components/form/control-fields";
import { blankAsUndefined, UNTICKED } from "@/client/components/form/values";
import { Facts } from "@/client/features/admin-shell/components/page-parts/facts";

type Props = { order: OrderDetail; open: boolean; onOpenChange: (open: boolean) => void };

const ADVICE: Record<string, string> = {
  first_pen: "First pen for a female patient",
  step_up: "A step up in dose for a female patient",
};

/** The patient's latest side-effect report, as the check reads it. */
function reportLine(report: OrderDetail["dispensing"]["latestReport"]): string {
  if (!report) return "No side-effect reports";
  if (report.redFlags.length === 0) return `${formatDateTime(report.at)}: no red flags`;
  const handled = report.handledAt ? `handled: ${report.handledNote ?? ""}` : "not handled yet";
  return `${formatDateTime(report.at)}: red flags: ${report.redFlags.join("; ")} (${handled})`;
}

/**
 * Clinical check (decision 095): a prescriber confirms the prescription is appropriate, reading
 * the decision, the dose, the patient's latest report and the advice; the responsible
 * pharmacist on duty is recorded with it.
 */
export function ClinicalCheckDialog({ order, open, onOpenChange }: Props) {
  const { dialog, field } = useMutationDialog({
    open,
    onOpenChange,
    mutation: useClinicalCheck(order.order.orderId),
    initial: (): ClinicalCheckInput => ({ confirmed: UNTICKED, note: undefined }),
    form: { resolver: zodResolver(clinicalCheckSchema) },
    done: () => ["Clinical check recorded", `Order #${order.order.orderId} can now be assembled.`],
  });
  const d = order.dispensing;
  const rx = order.prescription;

  return (
    <FormDialog
      {...dialog}
      title="Clinical check"
      description="Confirm the prescription is appropriate for this patient before the pack is assembled."
      submitLabel="Record clinical check"
    >
      <Facts
        rows={[
          [
            "Decision",
            d.decision
              ? `Approved by ${d.decision.prescriber} on ${formatShortDate(d.decision.decidedAt)}`
              : "No approving decision",
          ],
          ["Reasoning", d.decision?.reasoning ?? "—"],
          ["Dose", rx ? `${rx.medicine} ${rx.strength} × ${rx.quantity}` : "No prescription"],
          ["Directions", rx?.directions ?? "—"],
          ["Latest report", reportLine(d.latestReport)],
          [
            "Contraception advice",
            !d.advice.occasion
              ? "Not needed for this supply"
              : `${ADVICE[d.advice.occasion] ?? d.advice.occasion}: ${d.advice.outstanding ? "not yet confirmed" : "given"}`,
          ],
          [
            "Responsible pharmacist",
            d.responsiblePharmacist
              ? `${d.responsiblePharmacist.name}, since ${formatDateTime(d.responsiblePharmacist.since)}`
              : "Nobody is signed in",
          ],
        ]}
      />
      <FormCheckField
        id="clinical-confirmed"
        label="The prescription is appropriate for this patient"
        {...field("confirmed")}
      />
      <TextareaField
        id="clinical-note"
        label="Note (optional)"
        maxLength={1000}
        {...field("note", { setValueAs: blankAsUndefined })}
      />
    </FormDialog>
  );
}
