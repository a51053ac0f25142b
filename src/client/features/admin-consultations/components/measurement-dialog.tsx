import { zodResolver } from "@hookform/resolvers/zod";
import { MEASUREMENT_METHODS } from "@/shared/domain/prescribing/consultation-vocabulary";
import { MEASUREMENT_METHOD_LABEL, measuredOnProblem } from "@/shared/domain/prescribing/verification";
import { type MeasurementInput, measurementSchema } from "@/shared/schemas/prescribing/evidence";
import type { z } from "@/shared/schemas/zod";
import { useRecordMeasurement } from "../api/consultations-api";
import { serverDay } from "../lib/review";
import { InputField } from "@/client/components/form/field";
import { Options, SelectField } from "@/client/components/form/control-fields";
import { FormDialog } from "@/client/components/form/form-dialog";
import { Refusal } from "@/client/features/admin-shell/components/page-parts/review-parts";
import type { EvidenceDialogProps } from "./evidence-dialog";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";

type Output = z.output<typeof measurementSchema>;
const FIELDS = ["method", "weightKg", "heightCm", "measuredOn", "source"] as const;
const numberOrNaN = (v: unknown) => (v === "" || v === null || v === undefined ? Number.NaN : Number(v));

/**
 * "Record measurement" (prescribers only, decision 077): weight and height as measured, the
 * server computes the BMI. Only live video, in person, GP and third-party records verify
 * independently; a photo or a recorded video is kept but never counts alone.
 */
export function MeasurementDialog({ patientId, today, open, onOpenChange }: EvidenceDialogProps) {
  // The numbers start empty (not 0): the prescriber types what they measured.
  const empty = (): MeasurementInput => ({
    method: "live_video",
    weightKg: undefined as unknown as number,
    heightCm: undefined as unknown as number,
    measuredOn: today,
    source: "",
  });
  const { refusal, dialog, field } = useMutationDialog({
    open,
    refusalIn: "dialog",
    onOpenChange,
    mutation: useRecordMeasurement(patientId),
    initial: empty,
    form: { resolver: zodResolver(measurementSchema) },
    known: FIELDS,
    check: (values: Output) => {
      const future = measuredOnProblem(values.measuredOn, serverDay(today));
      return future ? { measuredOn: future } : {};
    },
    body: (values) => ({ ...values, source: values.source || undefined }),
    done: ({ measurement }) => [
      "Measurement recorded",
      `${measurement.methodLabel}: ${measurement.weightKg} kg${measurement.bmi !== null ? `, BMI ${measurement.bmi.toFixed(1)}` : ""}.`,
    ],
  });
  /** A measured number: blank is no number, which the schema refuses. */
  const measured = (name: "weightKg" | "heightCm") => ({
    type: "number",
    inputMode: "decimal" as const,
    step: "0.1",
    ...field(name, { setValueAs: numberOrNaN }),
  });
  return (
    <FormDialog
      {...dialog}
      title="Record measurement"
      description="Weight and height as you measured or read them. The BMI is computed from them."
      submitLabel="Record measurement"
    >
      <SelectField
        id="m-method"
        label="Method"
        hint="Live video, in person, a GP record or a third-party record verify independently; a photo or a recorded video never counts alone."
        {...field("method")}
      >
        <Options values={MEASUREMENT_METHODS} labels={MEASUREMENT_METHOD_LABEL} />
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="m-weight" label="Weight (kg)" {...measured("weightKg")} />
        <InputField id="m-height" label="Height (cm)" {...measured("heightCm")} />
      </div>
      <InputField id="m-measured-on" label="Measured on" type="date" max={today} {...field("measuredOn")} />
      <InputField
        id="m-source"
        label="Source"
        hint="Optional: the call, the clinic or the record it came from."
        maxLength={200}
        autoComplete="off"
        {...field("source")}
      />
      <Refusal id="measurement-refusal" message={refusal} />
    </FormDialog>
  );
}
