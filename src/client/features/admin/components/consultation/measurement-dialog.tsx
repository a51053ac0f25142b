import { zodResolver } from "@hookform/resolvers/zod";
import { notify } from "@/client/lib/notify";
import { MEASUREMENT_METHODS } from "@/shared/domain/prescribing";
import { MEASUREMENT_METHOD_LABEL, measuredOnProblem } from "@/shared/domain/verification";
import { type MeasurementInput, measurementSchema } from "@/shared/schemas/evidence";
import type { z } from "@/shared/schemas/zod";
import { useRecordMeasurement } from "../../api/consultations-api";
import { serverDay } from "../../lib/review";
import { InputField } from "@/client/components/form/field";
import { SelectField } from "@/client/components/form/control-fields";
import { refusalText } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { Refusal } from "./review-parts";
import { useDialogForm } from "../../lib/use-fresh-on-open";

type Output = z.output<typeof measurementSchema>;
const FIELDS = ["method", "weightKg", "heightCm", "measuredOn", "source"] as const;
const numberOrNaN = (v: unknown) => (v === "" || v === null || v === undefined ? Number.NaN : Number(v));

/**
 * "Record measurement" (prescribers only, decision 077): weight and height as measured, the
 * server computes the BMI. Only live video, in person, GP and third-party records verify
 * independently; a photo or a recorded video is kept but never counts alone.
 */
export function MeasurementDialog({
  patientId,
  today,
  open,
  onOpenChange,
}: {
  patientId: number;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useRecordMeasurement(patientId);
  // The numbers start empty (not 0): the prescriber types what they measured.
  const empty = (): MeasurementInput => ({
    method: "live_video",
    weightKg: undefined as unknown as number,
    heightCm: undefined as unknown as number,
    measuredOn: today,
    source: "",
  });
  const { register, handleSubmit, setError, errors, refusal, setRefusal } = useDialogForm<MeasurementInput, Output>(
    open,
    () => empty(),
    { resolver: zodResolver(measurementSchema) },
  );

  const submit = handleSubmit((values) => {
    const future = measuredOnProblem(values.measuredOn, serverDay(today));
    if (future) return setError("measuredOn", { message: future });
    setRefusal(null);
    mutation.mutate(
      { ...values, source: values.source || undefined },
      {
        onSuccess: ({ measurement }) => {
          notify.success(
            "Measurement recorded",
            `${measurement.methodLabel}: ${measurement.weightKg} kg${measurement.bmi !== null ? `, BMI ${measurement.bmi.toFixed(1)}` : ""}.`,
          );
          onOpenChange(false);
        },
        onError: (error) => setRefusal(refusalText(error, setError, FIELDS)),
      },
    );
  });

  const message = (name: (typeof FIELDS)[number]) => errors[name]?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record measurement"
      description="Weight and height as you measured or read them. The BMI is computed from them."
      submitLabel="Record measurement"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <SelectField
        id="m-method"
        label="Method"
        error={message("method")}
        hint="Live video, in person, a GP record or a third-party record verify independently; a photo or a recorded video never counts alone."
        {...register("method")}
      >
        {MEASUREMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {MEASUREMENT_METHOD_LABEL[m]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="m-weight"
          label="Weight (kg)"
          error={message("weightKg")}
          type="number"
          inputMode="decimal"
          step="0.1"
          {...register("weightKg", { setValueAs: numberOrNaN })}
        />
        <InputField
          id="m-height"
          label="Height (cm)"
          error={message("heightCm")}
          type="number"
          inputMode="decimal"
          step="0.1"
          {...register("heightCm", { setValueAs: numberOrNaN })}
        />
      </div>
      <InputField
        id="m-measured-on"
        label="Measured on"
        error={message("measuredOn")}
        type="date"
        max={today}
        {...register("measuredOn")}
      />
      <InputField
        id="m-source"
        label="Source"
        error={message("source")}
        hint="Optional: the call, the clinic or the record it came from."
        maxLength={200}
        autoComplete="off"
        {...register("source")}
      />
      <Refusal id="measurement-refusal" message={refusal} />
    </FormDialog>
  );
}
