import { clsx } from "clsx";
import { CheckCircle2, XCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type NavState, paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { notify } from "@/client/lib/notify";
import { useSession } from "@/client/lib/session";
import { type BmiCategory, type PatientTypeName, bmiCategory, calculateBmi, isBmiEligible } from "@/shared/domain/bmi";
import { BMI_ELIGIBLE_MIN, HEIGHT_CM_RANGE, MAX_AGE, MIN_AGE, WEIGHT_KG_RANGE } from "@/shared/domain/constants";
import { type Sex, checkBmiInputs } from "../lib/bmi-inputs";
import { FormField } from "../components/form-field";
import { Radio } from "../components/radio";
import { useChoosePatientType, useStoredPatientType } from "../lib/patient-type";
import { useRecordedPatientType } from "../lib/recorded-patient-type";

interface Measurement {
  height: number;
  weight: number;
  sex: Sex;
  bmi: number;
  category: BmiCategory;
}

/** The shown result: eligibility always follows the patient type shown above it. */
interface Result extends Measurement {
  eligible: boolean;
  userType: PatientTypeName;
}

const headings: Record<PatientTypeName, { title: string; description: string }> = {
  new: {
    title: "Check your eligibility",
    description:
      "Enter your height, weight and sex to calculate your body mass index (BMI) and see whether the treatment may be suitable for you.",
  },
  existing: {
    title: "Continue your treatment with us",
    description:
      "As you already use the treatment, enter your current height, weight and sex so our pharmacist can review your progress.",
  },
};

export default function AmISuitablePage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const choose = useChoosePatientType();
  // docs/spec.md §4: the choice made on this page, else the one stored in this tab, else the patient's record, else new.
  const stored = useStoredPatientType();
  const [chosen, setChosenType] = useState<PatientTypeName | null>(null);
  const chosenType = chosen ?? stored;
  const recordedType = useRecordedPatientType(user !== null && chosenType === null);
  const userType: PatientTypeName = chosenType ?? recordedType ?? "new";
  const [height, setHeight] = useState("");
  const [weight, setWeight] = useState("");
  const [sex, setSex] = useState<Sex | "">("");
  const [errors, setErrors] = useState<{ height?: string; weight?: string; sex?: string }>({});
  const [measurement, setMeasurement] = useState<Measurement | null>(null);
  const result: Result | null = measurement && {
    ...measurement,
    eligible: isBmiEligible(measurement.bmi, userType),
    userType,
  };

  const edit =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setMeasurement(null);
    };

  const onTypeChange = (value: string) => {
    const type: PatientTypeName = value === "existing" ? "existing" : "new";
    setChosenType(type);
    setMeasurement(null);
    choose(type);
  };

  const onCalculate = (e: FormEvent) => {
    e.preventDefault();
    const check = checkBmiInputs({ height, weight, sex });
    setErrors(check.errors);
    if (!check.ok) {
      notify.error(check.toast.title, check.toast.description);
      setMeasurement(null);
      return;
    }
    const bmi = calculateBmi(check.height, check.weight)!;
    setMeasurement({ height: check.height, weight: check.weight, sex: check.sex, bmi, category: bmiCategory(bmi) });
  };

  const onContinue = () => {
    if (!result) return;
    const userData = {
      height: result.height,
      weight: result.weight,
      sex: result.sex,
      bmi: result.bmi,
      userType: result.userType,
    };
    if (user) {
      navigate(paths.patientForm.basic, { state: { userData } satisfies NavState });
    } else {
      navigate(paths.auth, { state: { from: paths.patientForm.basic, userData } satisfies NavState });
    }
  };

  const heading = headings[userType];

  return (
    <Page title="Am I Suitable?" className="max-w-3xl">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Am I Suitable?</h1>
      <p className="mt-3 text-lg text-zinc-700">
        The weight-loss injection is for adults aged {MIN_AGE} to {MAX_AGE} who need support to lose weight. Start with
        our quick BMI check.
      </p>

      <section aria-labelledby="type-heading" className="mt-8">
        <h2 id="type-heading" className="text-lg font-semibold">
          Which describes you?
        </h2>
        <div role="radiogroup" aria-labelledby="type-heading" className="mt-3 grid gap-3 sm:grid-cols-2">
          {(
            [
              ["new", "I'm new to the treatment"],
              ["existing", "I already use the treatment and want to transfer"],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              htmlFor={`type-${value}`}
              className={clsx(
                "flex cursor-pointer items-center gap-3 rounded-lg border-2 p-4 text-sm font-medium leading-snug text-zinc-900",
                userType === value ? "border-brand-700 bg-brand-50" : "border-zinc-200",
              )}
            >
              <Radio
                id={`type-${value}`}
                name="patient-type"
                value={value}
                checked={userType === value}
                onChange={() => onTypeChange(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </section>

      <Card className="mt-8">
        <CardHeader>
          <CardTitle>{heading.title}</CardTitle>
          <CardDescription>{heading.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onCalculate} noValidate className="grid gap-5" aria-label="BMI calculator">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                label="Height (cm)"
                error={errors.height}
                hint={`Between ${HEIGHT_CM_RANGE.min} and ${HEIGHT_CM_RANGE.max} cm`}
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  min={HEIGHT_CM_RANGE.min}
                  max={HEIGHT_CM_RANGE.max}
                  step="any"
                  value={height}
                  onChange={(e) => edit(setHeight)(e.target.value)}
                />
              </FormField>
              <FormField
                label="Weight (kg)"
                error={errors.weight}
                hint={`Between ${WEIGHT_KG_RANGE.min} and ${WEIGHT_KG_RANGE.max} kg`}
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  min={WEIGHT_KG_RANGE.min}
                  max={WEIGHT_KG_RANGE.max}
                  step="any"
                  value={weight}
                  onChange={(e) => edit(setWeight)(e.target.value)}
                />
              </FormField>
            </div>
            <div className="grid gap-2">
              <span id="sex-label" className="text-sm font-medium">
                Gender
              </span>
              <div
                role="radiogroup"
                aria-labelledby="sex-label"
                aria-invalid={errors.sex ? true : undefined}
                aria-describedby={errors.sex ? "sex-error" : undefined}
                className="flex gap-6"
              >
                {(
                  [
                    ["male", "Male"],
                    ["female", "Female"],
                  ] as const
                ).map(([value, label]) => (
                  <div key={value} className="flex items-center gap-2">
                    <Radio
                      id={`sex-${value}`}
                      name="sex"
                      value={value}
                      checked={sex === value}
                      onChange={() => edit(setSex)(value)}
                    />
                    <label
                      htmlFor={`sex-${value}`}
                      className="cursor-pointer text-sm font-normal leading-none text-zinc-900"
                    >
                      {label}
                    </label>
                  </div>
                ))}
              </div>
              {errors.sex && (
                <p id="sex-error" className="text-sm font-medium text-red-700">
                  {errors.sex}
                </p>
              )}
            </div>
            <Button type="submit" size="lg" className="sm:justify-self-start">
              Calculate BMI
            </Button>
          </form>

          <div aria-live="polite" className="mt-6">
            {result && <ResultPanel result={result} onContinue={onContinue} />}
          </div>
        </CardContent>
      </Card>

      <p className="mt-6 text-sm text-zinc-600">
        BMI is a guide only. Our pharmacist makes the final decision at your consultation, taking your medical history
        into account.
      </p>
    </Page>
  );
}

function ResultPanel({ result, onContinue }: { result: Result; onContinue: () => void }) {
  return (
    <div
      className={clsx(
        "rounded-lg border-2 p-5",
        result.eligible ? "border-brand-700 bg-brand-50" : "border-amber-500 bg-amber-50",
      )}
    >
      <h2 className="text-lg font-semibold">Your result</h2>
      {/* Side by side when they fit; on a narrow phone the category moves under the BMI rather than overflow. */}
      <dl className="mt-3 flex flex-wrap gap-x-10 gap-y-3">
        <div>
          <dt className="text-sm text-zinc-600">Your BMI</dt>
          <dd className="text-3xl font-bold tabular-nums" data-testid="bmi-value">
            {result.bmi.toFixed(1)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-zinc-600">Category</dt>
          <dd className="text-xl font-semibold">{result.category}</dd>
        </div>
      </dl>
      {result.eligible ? (
        <div className="mt-4">
          <p className="flex gap-2 font-semibold text-brand-900">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {result.userType === "existing"
              ? "You can continue your treatment with us."
              : "You may be eligible for the treatment."}
          </p>
          <p className="mt-2 text-sm text-zinc-700">
            Next, complete our secure information form. Our pharmacist reviews your answers and confirms at your
            consultation whether the treatment is right for you.
          </p>
          <Button size="lg" className="mt-4" onClick={onContinue}>
            Continue
          </Button>
        </div>
      ) : (
        <div className="mt-4">
          <p className="flex gap-2 font-semibold text-amber-900">
            <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            Based on your BMI, you are not currently eligible.
          </p>
          <p className="mt-2 text-sm text-zinc-800">
            A BMI of {BMI_ELIGIBLE_MIN} or more is required for the treatment.
          </p>
          {/* The 27+ route is the pharmacist's clinical judgement, so it is explained but never applied here. */}
          {result.category !== "Underweight" && result.category !== "Normal weight" && (
            <p className="mt-2 text-sm text-zinc-800">
              If your BMI is 27 or more and you have a weight-related health condition, such as type 2 diabetes, high
              blood pressure or sleep apnoea, our pharmacist may still be able to help.{" "}
              <Link to={paths.contact} className="font-medium text-brand-700 underline underline-offset-4">
                Contact us
              </Link>{" "}
              to talk it through.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
