import { clsx } from "clsx";
import { type FormEvent, type MouseEvent, useState } from "react";
import { useNavigate } from "react-router";
import { type NavState, paths } from "@/client/config/paths";
import { island } from "@/client/components/island";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { notify } from "@/client/lib/notify";
import { useSession } from "@/client/lib/session";
import { type PatientTypeName, bmiCategory, calculateBmi, isBmiEligible } from "@/shared/domain/clinical/bmi";
import { HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from "@/shared/domain/constants";
import { type Sex, checkBmiInputs } from "../lib/bmi-inputs";
import { readBmiQuery } from "../lib/bmi-query";
import { type Measurement, type Result, BmiResult } from "./bmi-result";
import { MeasureField } from "./measure-field";
import { Radio } from "./radio";
import { useChoosePatientType, useStoredPatientType } from "../lib/patient-type";
import { useRecordedPatientType } from "../lib/recorded-patient-type";

const measure = (height: number, weight: number, sex: Sex): Measurement => {
  const bmi = calculateBmi(height, weight)!;
  return { height, weight, sex, bmi, category: bmiCategory(bmi) };
};

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

/**
 * docs/spec.md §5 the BMI calculator, with the patient type it is for (§4). Sent without the
 * script it is a GET of the page (decision 104): `search` is that query, as the server read it.
 */
function Calculator({ search }: { search: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const choose = useChoosePatientType();
  // Decision 104: the fields of a form sent before the script ran, as the server rendered them.
  const [query] = useState(() => readBmiQuery(new URLSearchParams(search)));
  // docs/spec.md §4: the choice made on this page, else the one stored in this tab, else the patient's record, else new.
  const stored = useStoredPatientType();
  const [chosen, setChosenType] = useState<PatientTypeName | null>(query.type);
  const chosenType = chosen ?? stored;
  const recordedType = useRecordedPatientType(user !== null && chosenType === null);
  const userType: PatientTypeName = chosenType ?? recordedType ?? "new";
  const [height, setHeight] = useState(query.height);
  const [weight, setWeight] = useState(query.weight);
  const [sex, setSex] = useState<Sex | "">(query.sex);
  const [errors, setErrors] = useState<{ height?: string; weight?: string; sex?: string }>(query.check?.errors ?? {});
  const [measurement, setMeasurement] = useState<Measurement | null>(() =>
    query.check?.ok ? measure(query.check.height, query.check.weight, query.check.sex) : null,
  );
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
    setMeasurement(measure(check.height, check.weight, check.sex));
  };

  const onContinue = (event: MouseEvent) => {
    if (!result) return;
    // The link carries the result in its address for a visitor without the script; the app carries it as state.
    event.preventDefault();
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
    <>
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
                name="type"
                form="bmi-calculator"
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
          {/* Decision 104: without the script, the form is sent (GET, its named fields) and the server renders the result. */}
          <form
            id="bmi-calculator"
            method="get"
            onSubmit={onCalculate}
            noValidate
            className="grid gap-5"
            aria-label="BMI calculator"
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <MeasureField
                name="height"
                label="Height (cm)"
                unit="cm"
                range={HEIGHT_CM_RANGE}
                value={height}
                error={errors.height}
                onChange={edit(setHeight)}
              />
              <MeasureField
                name="weight"
                label="Weight (kg)"
                unit="kg"
                range={WEIGHT_KG_RANGE}
                value={weight}
                error={errors.weight}
                onChange={edit(setWeight)}
              />
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
            {result && <BmiResult result={result} onContinue={onContinue} />}
          </div>
        </CardContent>
      </Card>
    </>
  );
}

/** An island on the page the server rendered (decision 107). */
export const BmiCalculator = island("bmi-calculator", Calculator);
