import { clsx } from "clsx";
import { CheckCircle2, XCircle } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import type { BmiCategory, PatientTypeName } from "@/shared/domain/clinical/bmi";
import { BMI_ELIGIBLE_MIN } from "@/shared/domain/constants";
import type { Sex } from "../lib/bmi-inputs";
import { continueHref } from "../lib/bmi-query";

export interface Measurement {
  height: number;
  weight: number;
  sex: Sex;
  bmi: number;
  category: BmiCategory;
}

/** The shown result: eligibility always follows the patient type shown above it. */
export interface Result extends Measurement {
  eligible: boolean;
  userType: PatientTypeName;
}

/** docs/spec.md §5: the BMI calculator's result, its category and what it means for the visitor. */
export function BmiResult({ result, onContinue }: { result: Result; onContinue: (event: MouseEvent) => void }) {
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
          <Button asChild size="lg" className="mt-4">
            <Link
              to={continueHref({
                height: result.height,
                weight: result.weight,
                sex: result.sex,
                bmi: result.bmi,
                userType: result.userType,
              })}
              onClick={onContinue}
            >
              Continue
            </Link>
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
