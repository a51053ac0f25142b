import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { bindField } from "@/client/components/form/bind-field";
import { InputField } from "@/client/components/form/field";
import { showError } from "@/client/components/form/server-errors";
import { Button } from "@/client/components/ui/button";
import { toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { formatStonesPounds } from "@/shared/domain/clinical/weight-units";
import { type OwnWeightFormValues, ownWeightFormSchema, weightKgOf } from "@/shared/schemas/treatment/progress";
import { useAddWeight } from "../api/progress-api";

const UNITS = [
  { value: "kg", label: "Kilograms" },
  { value: "st", label: "Stones and pounds" },
] as const;

type WeightField = {
  name: "kg" | "stones" | "pounds";
  label: string;
  inputMode: "numeric" | "decimal";
  className: string;
};

/** The fields of a weight in each unit: kilograms, or whole stones and pounds that may have a decimal part. */
const KILOGRAMS: WeightField[] = [{ name: "kg", label: "Weight (kg)", inputMode: "decimal", className: "max-w-48" }];
const STONES_POUNDS: WeightField[] = [
  { name: "stones", label: "Stones", inputMode: "numeric", className: "w-32" },
  { name: "pounds", label: "Pounds", inputMode: "decimal", className: "w-32" },
];

const EMPTY: OwnWeightFormValues = { unit: "kg", kg: "", stones: "", pounds: "" };

/** The conversion of what is typed, so the patient sees the weight the record will keep. */
function conversion(values: OwnWeightFormValues): string | null {
  const kg = weightKgOf(values);
  if (kg === null) return null;
  return values.unit === "kg" ? `That is ${formatStonesPounds(kg)}.` : `That is ${kg} kg.`;
}

/**
 * "Add today's weight" (issue 23): between check-ins, in kilograms or stones and pounds, kept
 * as self-reported in kilograms. The same bounds as the safety step (shared/schemas/treatment/progress).
 */
export function AddWeightForm() {
  const mutation = useAddWeight();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<OwnWeightFormValues>({ resolver: zodResolver(ownWeightFormSchema), defaultValues: EMPTY });
  const field = bindField(register, errors);
  const weightFields = (fields: WeightField[]) =>
    fields.map(({ name, ...input }) => (
      <InputField key={name} id={`weight-${name}`} autoComplete="off" {...input} {...field(name)} />
    ));
  const values = useWatch({ control }) as OwnWeightFormValues;
  const shown = conversion({ ...EMPTY, ...values });
  const submit = handleSubmit((v) => {
    const weightKg = weightKgOf(v);
    if (weightKg === null) return;
    mutation.mutate(
      { weightKg },
      {
        onSuccess: (saved) => {
          notify.success("Weight added", `${saved.kg} kg today, on your chart as self-reported.`);
          reset({ ...EMPTY, unit: v.unit });
        },
        onError: (error) => {
          // The server names the weight in kilograms; the form shows it where the patient typed it.
          const message = toApiError(error).fields.weightKg;
          if (message) setError(v.unit === "kg" ? "kg" : "stones", { message }, { shouldFocus: true });
          else showError(error, "Your weight was not added");
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" aria-labelledby="add-weight-heading">
      <h3 id="add-weight-heading" className="font-semibold">
        Add today&apos;s weight
      </h3>
      <ChoiceGroup
        id="weight-unit"
        legend="Weigh in"
        options={UNITS}
        value={values.unit}
        onChange={(unit) => {
          setValue("unit", unit);
          clearErrors();
        }}
      />
      {values.unit === "kg" ? (
        weightFields(KILOGRAMS)
      ) : (
        <div className="flex flex-wrap gap-4">{weightFields(STONES_POUNDS)}</div>
      )}
      <p className="text-sm text-zinc-700" aria-live="polite">
        {shown}
      </p>
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Adding..." : "Add weight"}
        </Button>
      </div>
    </form>
  );
}
