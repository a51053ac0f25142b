import { useLocation } from "react-router";
import { Page } from "@/client/components/layout/page";
import { MAX_AGE, MIN_AGE } from "@/shared/domain/constants";
import { BmiCalculator } from "../components/bmi-calculator";

export default function AmISuitablePage() {
  // Decision 104: the fields of a form sent before the script ran are in the query.
  const { search } = useLocation();
  return (
    <Page title="Am I Suitable?" className="max-w-3xl">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Am I Suitable?</h1>
      <p className="mt-3 text-lg text-zinc-700">
        The weight-loss injection is for adults aged {MIN_AGE} to {MAX_AGE} who need support to lose weight. Start with
        our quick BMI check.
      </p>

      <BmiCalculator search={search} />

      <p className="mt-6 text-sm text-zinc-600">
        BMI is a guide only. Our pharmacist makes the final decision at your consultation, taking your medical history
        into account.
      </p>
    </Page>
  );
}
