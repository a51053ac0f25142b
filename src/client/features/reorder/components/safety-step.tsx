import { questionnaireRequired } from "@/shared/schemas/treatment/reorder";
import { QUESTIONS } from "../lib/reorder-form";
import type { StepProps } from "./checkin-steps";
import { YesNoDetails } from "./fields";

/** The full safety questionnaire of the patient form, asked again after the reassessment gap (setting reassessment_gap_days). */
export function SafetyStep({ values, set, errors, gapDays }: StepProps & { gapDays: number }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-700">{`${questionnaireRequired(gapDays)} again.`}</p>
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
