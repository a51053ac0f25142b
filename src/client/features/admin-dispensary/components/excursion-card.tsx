import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormDialog } from "@/client/components/form/form-dialog";
import { InputField } from "@/client/components/form/field";
import { Options, SelectField, TextareaField } from "@/client/components/form/control-fields";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { EXCURSION_OUTCOME_LABEL, EXCURSION_OUTCOMES, FRIDGE_MESSAGES } from "@/shared/domain/dispensing/fridge";
import { type ExcursionCloseInput, excursionCloseSchema } from "@/shared/schemas/orders/dispensary";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { useCloseExcursion } from "../api/dispensary-api";

type Excursion = { id: number; openedAt: string };

/** "Record assessment" (decision 121): the pharmacist says what happens to the stock, which releases supply. */
function AssessmentDialog({
  excursion,
  open,
  onOpenChange,
}: {
  excursion: Excursion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { dialog, field, refusal, watch } = useMutationDialog({
    open,
    onOpenChange,
    refusalIn: "dialog",
    mutation: useCloseExcursion(excursion.id),
    initial: (): ExcursionCloseInput => ({ outcome: "usable", assessment: "", stabilityReference: "" }),
    form: { resolver: zodResolver(excursionCloseSchema) },
    done: () => ["Assessment recorded", "Supply goes on."],
  });
  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title="Record assessment"
      description={`The fridge went out of range on ${formatDateTime(excursion.openedAt)}.`}
      submitLabel="Record assessment"
      pendingLabel="Recording..."
    >
      <SelectField id="excursion-outcome" label="The stock" {...field("outcome")}>
        <Options values={EXCURSION_OUTCOMES} labels={EXCURSION_OUTCOME_LABEL} />
      </SelectField>
      <TextareaField id="excursion-assessment" label="Assessment" maxLength={2000} {...field("assessment")} />
      {watch("outcome") === "usable" && (
        <InputField
          id="excursion-stability"
          label="Stability reference"
          hint="The manufacturer's stability data the stock stays usable on."
          maxLength={300}
          autoComplete="off"
          {...field("stabilityReference")}
        />
      )}
    </FormDialog>
  );
}

/**
 * The open fridge excursion (decision 121): supply is held until a pharmacist records the
 * assessment; only a pharmacist is offered the button (`canAssess`, the server's say).
 */
export function ExcursionCard({ excursion, canAssess }: { excursion: Excursion | null; canAssess: boolean }) {
  const [open, setOpen] = useState(false);
  if (!excursion) return null;
  return (
    <Card className="mt-6 border-red-300">
      <CardHeader>
        <CardTitle>Supply held</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-red-700">
          {FRIDGE_MESSAGES.held} Out of range since {formatDateTime(excursion.openedAt)}.
        </p>
        {canAssess ? (
          <div>
            <Button onClick={() => setOpen(true)}>Record assessment</Button>
          </div>
        ) : (
          <p className="text-sm text-zinc-600">{FRIDGE_MESSAGES.pharmacistAssesses}</p>
        )}
      </CardContent>
      <AssessmentDialog excursion={excursion} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
