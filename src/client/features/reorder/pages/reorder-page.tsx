import { useEffect, useRef, useState } from "react";
import { LoadFailed } from "@/client/components/layout/load-failed";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { paths } from "@/client/config/paths";
import { flatErrors, flatResolver } from "@/client/components/form/resolvers";
import { applyServerErrors } from "@/client/components/form/server-errors";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { errorMessage, toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { type ReorderFormData, useReorderForm, useRequestReorder } from "../api/reorder-api";
import { HealthStep, PenStep, SideEffectsStep, WeightStep } from "../components/checkin-steps";
import { DoseStep } from "../components/dose-step";
import { ReviewStep } from "../components/review-step";
import { SafetyStep } from "../components/safety-step";
import {
  emptyValues,
  type FormContext,
  ladderOf,
  type ReorderValues,
  type StepKey,
  STEP_TITLES,
  stepErrors,
  stepOfField,
  stepsFor,
  toInput,
} from "../lib/reorder-form";

const INVALID_CONTROL =
  'input[aria-invalid="true"], textarea[aria-invalid="true"], [role="radiogroup"][aria-invalid="true"] [role="radio"]';

/** /account/reorder: the check-in and the dose ladder, a short step at a time (issue 13). */
export default function ReorderPage() {
  const { data, isPending, isError, refetch } = useReorderForm();
  return (
    <Page title="Request your next pen" className="max-w-3xl">
      <h1 className="text-3xl font-bold">Request your next pen</h1>
      {isPending ? (
        <Spinner label="Loading..." />
      ) : isError || !data ? (
        <LoadFailed message="We could not load this page." onRetry={() => void refetch()} className="mt-6" />
      ) : !data.form || !data.today ? (
        <Card className="mt-6">
          <CardContent className="grid justify-items-start gap-3 p-6">
            <p>{data.eligibility.message ?? "You can't request your next pen yet."}</p>
            <Button asChild variant="outline">
              <Link to={paths.account}>Back to my account</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ReorderSteps form={data.form} today={data.today} />
      )}
    </Page>
  );
}

function ReorderSteps({ form, today }: { form: ReorderFormData; today: string }) {
  const ctx: FormContext = { ...form, today };
  const navigate = useNavigate();
  const request = useRequestReorder();
  const [index, setIndex] = useState(0);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // The resolver checks the step on screen only: each step moves on when the server would take it.
  const current = useRef<StepKey>("weight");
  const { watch, setValue, setError, handleSubmit, formState } = useForm<ReorderValues>({
    defaultValues: emptyValues(today),
    resolver: flatResolver((v) => stepErrors(current.current, v, ctx)),
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const values = watch();
  const errors = flatErrors(formState.errors);

  const steps = stepsFor(values, ctx);
  const step = steps[Math.min(index, steps.length - 1)]!;
  current.current = step;
  const ladder = ladderOf(values, ctx);

  // Each new step is announced by moving the focus to its heading (not on the first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const formRef = useRef<HTMLFormElement>(null);
  // After the errors render: the first control marked invalid, in the order of the page.
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus());
  const set = (patch: Partial<ReorderValues>) => {
    for (const [name, value] of Object.entries(patch)) setValue(name as keyof ReorderValues, value as never);
  };
  const goTo = (key: string) => setIndex(Math.max(0, steps.indexOf(key as (typeof steps)[number])));

  const next = () => {
    setSubmitError(null);
    setIndex(steps.indexOf(step) + 1);
  };

  const submit = (v: ReorderValues) => {
    setSubmitError(null);
    request.mutate(toInput(v, ctx), {
      onSuccess: (r) => {
        notify.success("Request sent", `Order #${r.orderId} is waiting for the pharmacist's review.`);
        void navigate(paths.account);
      },
      onError: (error) => {
        if (applyServerErrors(error, setError)) {
          goTo(stepOfField(Object.keys(toApiError(error).fields)[0]!, steps));
          focusFirstInvalid();
        }
        setSubmitError(errorMessage(error));
      },
    });
  };

  const props = { values, set, errors, today };
  const last = step === "review";
  return (
    <form
      ref={formRef}
      className="mt-6 grid gap-6"
      noValidate
      onSubmit={(e) => void handleSubmit(last ? submit : next, focusFirstInvalid)(e)}
      aria-labelledby="reorder-step-heading"
    >
      <div>
        <p className="text-sm text-zinc-600">
          Step {steps.indexOf(step) + 1} of {steps.length}
        </p>
        <h2 id="reorder-step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {STEP_TITLES[step]}
        </h2>
      </div>
      {step === "weight" ? <WeightStep {...props} /> : null}
      {step === "pen" ? <PenStep {...props} /> : null}
      {step === "side-effects" ? <SideEffectsStep {...props} /> : null}
      {step === "health" ? <HealthStep {...props} female={form.female} /> : null}
      {step === "safety" ? <SafetyStep {...props} gapDays={form.policy.reassessmentGapDays} /> : null}
      {step === "dose" && ladder ? (
        <DoseStep
          ladder={ladder}
          outOfStock={form.outOfStock}
          value={values.requestedMg}
          onChange={(mg) => set({ requestedMg: mg })}
          error={errors.requestedMg}
        />
      ) : null}
      {step === "review" && ladder ? <ReviewStep values={values} ladder={ladder} female={form.female} /> : null}
      {submitError ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {submitError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {steps.indexOf(step) > 0 ? (
          <Button type="button" variant="outline" onClick={() => setIndex(steps.indexOf(step) - 1)}>
            Back
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={paths.account}>Cancel</Link>
          </Button>
        )}
        <Button type="submit" disabled={request.isPending}>
          {last ? (request.isPending ? "Sending..." : "Send my request") : "Continue"}
        </Button>
      </div>
    </form>
  );
}
