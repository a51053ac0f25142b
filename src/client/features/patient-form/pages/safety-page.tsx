import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Navigate, useNavigate } from "react-router";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { notify } from "@/client/lib/notify";
import { calculateBmi } from "@/shared/domain/clinical/bmi";
import { HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from "@/shared/domain/constants";
import { checkEligibility } from "@/shared/domain/clinical/eligibility";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import type { YesNoAnswer } from "@/shared/domain/clinical/exclusions";
import {
  type MeasurementField,
  type QuestionField,
  type SafetyInfo,
  measurementSchema,
  safetySchema,
} from "@/shared/schemas/patient/patient-form";
import {
  type PatientFormState,
  useSaveMeasurement,
  useSaveQuestionField,
  useSaveSafety,
} from "../api/patient-form-api";
import { EligibilityNotice } from "../components/safety/eligibility-notice";
import { bindField } from "@/client/components/form/bind-field";
import { FormField, InputField } from "@/client/components/form/field";
import { GpCard } from "../components/safety/gp-card";
import { errorMessages, showMissingFields } from "../components/step/missing-fields-toast";
import { StepActions } from "../components/step/step-actions";
import { StepHeader } from "../components/step/step-header";
import { useFieldAutosave } from "../components/safety/use-field-autosave";
import { AutosaveIndicator, savingNote } from "../components/safety/autosave-indicator";
import { YesNoQuestion } from "../components/safety/yes-no-question";
import { DiabetesQuestion } from "../components/safety/diabetes-question";
import { safetyInitialValues } from "../lib/safety-initial-values";
import { StepLoadFailed } from "../components/step/step-load-failed";
import { useStepState } from "../components/step/use-step-state";
import { ToReorder } from "../components/step/next-pen-from-account";
import { StepCard } from "../components/step/step-card";

/** docs/spec.md §2/§7: height and weight, within the bounds the server checks. */
const MEASUREMENTS = [
  { field: "height", label: "Height (cm) *", range: HEIGHT_CM_RANGE },
  { field: "weight", label: "Weight (kg) *", range: WEIGHT_KG_RANGE },
] as const;

export default function SafetyPage() {
  const state = useStepState("Failed to load patient history");
  return (
    <Page title="Patient Safety Check" className="max-w-3xl">
      <StepHeader title="Patient Safety Check" step="Step 2 of 5: Medical history and safety screening" />
      {state.isPending ? (
        <Spinner label="Loading your information..." />
      ) : state.data && !state.data.patient ? (
        <Navigate to={paths.patientForm.basic} replace />
      ) : state.data?.nextPenFromAccount ? (
        <ToReorder />
      ) : state.data ? (
        <SafetyForm state={state.data} />
      ) : (
        <StepLoadFailed />
      )}
    </Page>
  );
}

function SafetyForm({ state }: { state: PatientFormState }) {
  const navigate = useNavigate();
  const defaultValues = useMemo(() => safetyInitialValues(state.questionnaire), [state.questionnaire]);
  const form = useForm<SafetyInfo>({ resolver: zodResolver(safetySchema), defaultValues });
  const { control, register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const field = bindField(register, errors);
  const save = useSaveSafety();
  const saveAnswer = useSaveQuestionField();
  const saveMeasurement = useSaveMeasurement();
  // mutateAsync, not mutate: each field's save reports its own outcome, even when saves overlap.
  const autosave = useFieldAutosave<QuestionField, YesNoAnswer>((field, value, done) => {
    saveAnswer.mutateAsync({ field, answer: value.answer, details: value.details }).then(done.onSuccess, done.onError);
  });
  const measurements = useFieldAutosave<MeasurementField, number>((field, value, done) => {
    saveMeasurement.mutateAsync({ field, value }).then(done.onSuccess, done.onError);
  });
  /** docs/spec.md §2/§7: height and weight are medical fields too; an emptied box saves 0 ('not given'). */
  const measured = (field: MeasurementField) => (e: { target: { value: string } }) => {
    const value = e.target.value.trim() === "" ? 0 : Number(e.target.value);
    if (measurementSchema.safeParse({ field, value }).success) measurements.schedule(field, value);
    else measurements.drop(field);
  };

  const [height, weight, answers, diabetes] = useWatch({ control, name: ["height", "weight", "answers", "diabetes"] });
  const bmi = calculateBmi(Number(height), Number(weight));
  const eligibility = checkEligibility(
    {
      dob: state.patient?.dob,
      exclusions: Object.fromEntries(EXCLUSIONS.map((e) => [e.field, answers[e.field]])),
      diabetes: { isDiabetic: diabetes.isDiabetic === "yes", type: diabetes.type || null, details: diabetes.details },
    },
    new Date(),
  );
  const blocked = eligibility.status === "not_eligible";

  const onValid = (values: SafetyInfo) => {
    // The full save carries every answer; waiting auto-saves are not needed any more.
    autosave.cancelAll();
    measurements.cancelAll();
    save.mutate(values, {
      onSuccess: (saved) => {
        // docs/spec.md §4: a yes without details blocks; the answers are kept, the step is not left.
        if (saved.eligibility.status === "not_eligible") showMissingFields(saved.eligibility.messages);
        else navigate(paths.patientForm.dose);
      },
      onError: () => notify.error("Error", "Failed to save data"),
    });
  };

  /** An unanswered question's message, tied to its choices (decision 082: no answer is chosen for the patient). */
  const answerError = (field: QuestionField) => errors.answers?.[field]?.answer?.message;

  const medicalField = (field: QuestionField, question: string, label: string) => (
    <Controller
      key={field}
      control={control}
      name={`answers.${field}`}
      render={({ field: f }) => (
        <YesNoQuestion
          id={field}
          question={question}
          detailsLabel={`${label}: details`}
          answerError={answerError(field)}
          value={f.value}
          onChange={(v) => {
            f.onChange(v);
            autosave.schedule(field, v);
          }}
          status={<AutosaveIndicator status={autosave.status[field]} />}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, (e) => showMissingFields(errorMessages(e)))}
      className="grid gap-6"
    >
      <StepCard
        title="Medical Information"
        description="Your answers to these questions are saved automatically as you go."
        contentClassName="grid gap-6"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {MEASUREMENTS.map(({ field: name, label, range }) => (
            <InputField
              key={name}
              id={name}
              label={label}
              hint={savingNote(measurements.status[name])}
              // The saving note is a live status of its own, not the field's description.
              aria-describedby={errors[name] ? `${name}-error` : undefined}
              type="number"
              inputMode="decimal"
              min={range.min}
              max={range.max}
              step="0.1"
              {...field(name, { valueAsNumber: true, onChange: measured(name) })}
            />
          ))}
          <FormField id="bmi" label="BMI" hint="Calculated from your height and weight">
            <Input id="bmi" readOnly value={bmi ?? ""} aria-readonly="true" />
          </FormField>
        </div>
        {MEDICAL_QUESTIONS.map((q) => medicalField(q.field, q.question, q.label))}
      </StepCard>

      <StepCard
        title="Safety Questions"
        description="If you answer yes, please give details so that our pharmacist can review them."
        contentClassName="grid gap-4"
      >
        {EXCLUSIONS.map((q) => (
          <Controller
            key={q.field}
            control={control}
            name={`answers.${q.field}`}
            render={({ field: f }) => (
              <YesNoQuestion
                id={q.field}
                question={q.question}
                note={"note" in q ? q.note : undefined}
                answerError={answerError(q.field)}
                value={f.value}
                onChange={f.onChange}
                error={
                  f.value.answer === "yes" && !f.value.details.trim() ? "Please provide details for review." : undefined
                }
              />
            )}
          />
        ))}
        <DiabetesQuestion control={control} error={errors.diabetes?.isDiabetic?.message} />
      </StepCard>

      <GpCard control={control} register={register} errors={errors} />

      <div id="eligibility-outcome">
        <EligibilityNotice result={eligibility} />
      </div>

      <StepActions>
        <Button variant="outline" size="lg" onClick={() => navigate(paths.patientForm.basic)}>
          Back
        </Button>
        <Button
          type="submit"
          size="lg"
          disabled={save.isPending}
          aria-describedby={blocked ? "eligibility-outcome" : undefined}
        >
          {save.isPending ? "Saving..." : "Next: Dose Selection"}
        </Button>
      </StepActions>
    </form>
  );
}
