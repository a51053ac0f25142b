import { Controller } from "react-hook-form";
import { ORDER_STATE_LABEL, type OrderState } from "@/shared/domain/orders/order-lifecycle";
import {
  RETURN_KIND_LABEL,
  RETURN_OUTCOME_LABEL,
  RETURN_OUTCOMES,
  RETURN_REASON_LABEL,
  RETURN_REASONS,
  type ReturnKind,
  returnKindFor,
  type ReturnOutcome,
  type ReturnReason,
} from "@/shared/domain/orders/returns";
import { type RecordReturnInput, recordReturnSchema } from "@/shared/schemas/orders/orders";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { schemaResolver } from "@/client/components/form/resolvers";
import { TextareaField } from "@/client/components/form/control-fields";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { useRecordReturn } from "../../api/orders-api";

type Props = {
  orderId: number;
  state: OrderState;
  /** A collection order is made ready to collect again, not dispatched. */
  pickup: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The form's fields as chosen: nothing chosen yet is blank. */
type ReturnForm = { kind: ReturnKind; reason: ReturnReason | ""; outcome: ReturnOutcome | ""; note: string };
const toInput = (v: ReturnForm) => ({
  kind: v.kind,
  reason: v.reason || undefined,
  outcome: v.outcome || undefined,
  note: v.note.trim() || undefined,
});

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** What the dialog says of each kind of return: what came back, and what the note is for. */
const KIND_COPY: Record<ReturnKind, { description: string; note: string }> = {
  returned_to_pharmacy: {
    description: "The parcel came back to the pharmacy.",
    note: "Note (optional)",
  },
  returned_by_patient: {
    description: "The patient brought the pack back.",
    note: "Note (optional)",
  },
  withdrawn_before_supply: {
    description: "The pack was never handed over (held by a recall, say) and cannot be supplied.",
    note: "Why the pack is withdrawn",
  },
};

/**
 * Record a return (decision 125): the question follows how far the pack went: a parcel
 * "Returned to pharmacy" asks why; a pack collected is "Returned by patient"; one never handed
 * over is "Withdrawn before supply". Then what happens to the order: "Refund due", or
 * "Re-dispatch" with another pack, assembled and checked again. The pack goes to quarantine.
 */
export function RecordReturnDialog({ orderId, state, pickup, open, onOpenChange }: Props) {
  const kind = returnKindFor(state) ?? "returned_to_pharmacy";
  const { field, dialog, control } = useMutationDialog({
    open,
    onOpenChange,
    mutation: useRecordReturn(orderId),
    initial: (): ReturnForm => ({ kind, reason: "", outcome: "", note: "" }),
    form: { resolver: schemaResolver<ReturnForm, RecordReturnInput>(recordReturnSchema, toInput) },
    done: (result) => [
      "Return recorded",
      `Order #${orderId}: ${RETURN_KIND_LABEL[result.kind].toLowerCase()}, the pack quarantined for destruction. The order is now "${ORDER_STATE_LABEL[result.state]}".`,
    ],
  });
  const again = pickup
    ? "Another pack is assembled, labelled and checked, then made ready to collect."
    : "Another pack is assembled, labelled and checked, then dispatched.";
  return (
    <FormDialog
      {...dialog}
      title="Record a return"
      description={`${RETURN_KIND_LABEL[kind]}. ${KIND_COPY[kind].description} The pack goes to quarantine for destruction, never back to stock.`}
      submitLabel="Record return"
      destructive
    >
      {kind === "returned_to_pharmacy" && (
        <Controller
          control={control}
          name="reason"
          render={({ field: f, fieldState }) => (
            <ChoiceGroup
              id="return-reason"
              legend="Why did it come back?"
              options={options(RETURN_REASONS, RETURN_REASON_LABEL)}
              value={f.value}
              onChange={f.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="outcome"
        render={({ field: f, fieldState }) => (
          <ChoiceGroup
            id="return-outcome"
            legend="What happens to the order?"
            hint={`Refund due: what was paid is given back. Re-dispatch: ${again}`}
            options={options(RETURN_OUTCOMES, RETURN_OUTCOME_LABEL)}
            value={f.value}
            onChange={f.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextareaField id="return-note" label={KIND_COPY[kind].note} rows={3} maxLength={1000} {...field("note")} />
    </FormDialog>
  );
}
