import { QUESTIONS } from "../lib/reorder-form";
import type { StepProps } from "./checkin-steps";
import { YesNoDetails } from "./fields";

/** The full safety questionnaire of the patient form, asked again after a break of 8 weeks or more. */
export function SafetyStep({ values, set, errors }: StepProps) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-700">
        As it has been 8 weeks or more since your last injection, please answer the safety questions again.
      </p>
      {QUESTIONS.map((q) => {
        const path = `questionnaire.answers.${q.field}`;
        return (
          <YesNoDetails
            key={q.field}
            id={`q-${q.field}`}
            question={q.question}
            note={"note" in q ? q.note : undefined}
            value={values.questionnaire[q.field]}
            onChange={(v) => set({ questionnaire: { ...values.questionnaire, [q.field]: v } })}
            error={errors[`${path}.answer`] ?? errors[path]}
            detailsError={errors[`${path}.details`]}
          />
        );
      })}
    </div>
  );
}
