import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/client/components/ui/radio-group";
import { bindField } from "@/client/components/form/bind-field";
import { TextareaField } from "@/client/components/form/control-fields";
import { useFormMutation } from "@/client/components/form/use-form-mutation";
import {
  RED_FLAGS,
  redFlagAdvice,
  SIDE_EFFECT_LEVELS,
  SIDE_EFFECTS,
  type SideEffectLevel,
} from "@/shared/domain/clinical/side-effects";
import { SIDE_EFFECT_DETAILS_MAX, sideEffectReportSchema } from "@/shared/schemas/treatment/side-effects";
import type { z } from "@/shared/schemas/zod";
import { type ReportResult, useReportSideEffect } from "../api/side-effects-api";
import { UrgentAdvice } from "./report-confirmation";

type FormInput = z.input<typeof sideEffectReportSchema>;
type FormOutput = z.output<typeof sideEffectReportSchema>;

const LEVEL_LABEL: Record<SideEffectLevel, string> = {
  none: "None",
  mild: "Mild",
  moderate: "Moderate",
  severe: "Severe",
};
const NONE = Object.fromEntries(SIDE_EFFECTS.map((e) => [e.key, "none"])) as FormInput["symptoms"];

/** The report: how much each listed side effect bothers the patient, the warning signs, and any details. */
export function ReportForm({ onReported }: { onReported: (result: ReportResult) => void }) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(sideEffectReportSchema),
    defaultValues: { symptoms: NONE, redFlags: [], details: "" },
  });
  const field = bindField(register, errors);
  const report = useFormMutation(
    useReportSideEffect(),
    { setError },
    {
      known: ["details"],
      always: true,
      title: "Report not sent",
      fallback: "We could not send your report. Please check your connection and try again.",
    },
  );
  // The advice shows the moment a warning sign is ticked, before anything is sent.
  const advice = redFlagAdvice(watch("redFlags") ?? []);
  const nothing = errors.symptoms?.root?.message ?? errors.symptoms?.message;
  const submit = handleSubmit((values) => report.send(values, onReported));

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 grid gap-8" aria-label="Report a side effect">
      <fieldset className="grid gap-4" aria-describedby={nothing ? "symptoms-error" : undefined}>
        <legend className="mb-2 text-xl font-semibold">How much does each of these bother you?</legend>
        {SIDE_EFFECTS.map((effect) => (
          <Controller
            key={effect.key}
            control={control}
            name={`symptoms.${effect.key}`}
            render={({ field }) => (
              <fieldset className="grid gap-2 border-b border-zinc-200 pb-3">
                <legend className="mb-1 font-medium">{effect.label}</legend>
                <RadioGroup
                  value={field.value ?? "none"}
                  onValueChange={field.onChange}
                  className="flex flex-wrap gap-x-6 gap-y-2"
                >
                  {SIDE_EFFECT_LEVELS.map((level) => (
                    <div key={level} className="flex items-center gap-2">
                      <RadioGroupItem value={level} id={`${effect.key}-${level}`} />
                      <Label htmlFor={`${effect.key}-${level}`} className="font-normal">
                        {LEVEL_LABEL[level]}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              </fieldset>
            )}
          />
        ))}
      </fieldset>

      <Controller
        control={control}
        name="redFlags"
        render={({ field }) => {
          const value = field.value ?? [];
          return (
            <fieldset className="grid gap-3 rounded-md border border-red-200 p-4">
              <legend className="px-1 text-xl font-semibold">Do you have any of these? Tick all that apply.</legend>
              {RED_FLAGS.map((flag) => (
                <div key={flag.key} className="flex items-start gap-3">
                  <Checkbox
                    id={`flag-${flag.key}`}
                    className="mt-0.5"
                    checked={value.includes(flag.key)}
                    onCheckedChange={(checked) =>
                      field.onChange(checked === true ? [...value, flag.key] : value.filter((k) => k !== flag.key))
                    }
                  />
                  <Label htmlFor={`flag-${flag.key}`} className="font-normal leading-snug">
                    {flag.label}
                  </Label>
                </div>
              ))}
            </fieldset>
          );
        }}
      />
      {advice && <UrgentAdvice advice={advice} />}

      <TextareaField
        id="details"
        label="Anything else you want to tell us (optional)"
        rows={4}
        maxLength={SIDE_EFFECT_DETAILS_MAX}
        {...field("details")}
      />

      {nothing && (
        <p id="symptoms-error" role="alert" className="text-sm text-red-700">
          {nothing}
        </p>
      )}
      <Button type="submit" size="lg" disabled={report.pending} className="justify-self-start">
        {report.pending ? "Sending..." : "Send report"}
      </Button>
    </form>
  );
}
