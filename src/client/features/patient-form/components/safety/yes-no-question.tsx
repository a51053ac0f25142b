import type { ReactNode } from "react";
import { TEXT_LIMITS } from "@/shared/domain/constants";
import type { StoredAnswer, YesNoAnswer } from "@/shared/domain/clinical/exclusions";
import { ChoiceGroup, YES_NO_OPTIONS } from "@/client/components/form/choice-group";
import { TextareaField } from "@/client/components/form/control-fields";

/**
 * A yes/no question with its detail box (docs/spec.md §4): choosing 'no' clears the detail; the box
 * is shown for a yes. A question not yet answered shows no choice made (decision 082).
 */
export function YesNoQuestion({
  id,
  question,
  note,
  value,
  onChange,
  detailsLabel = "Please give details",
  error,
  answerError,
  status,
}: {
  id: string;
  question: string;
  note?: string;
  value: StoredAnswer;
  onChange: (value: YesNoAnswer) => void;
  detailsLabel?: string;
  /** The detail box's message (a yes without details). */
  error?: string;
  /** The question's own message (not answered). */
  answerError?: string;
  status?: ReactNode;
}) {
  return (
    <div className="grid gap-3 rounded-md border border-zinc-200 p-4">
      <ChoiceGroup
        id={id}
        legend={question}
        hint={note}
        options={YES_NO_OPTIONS}
        value={value.answer}
        error={answerError}
        onChange={(answer) => onChange(answer === "no" ? { answer, details: "" } : { answer, details: value.details })}
      />
      {value.answer === "yes" ? (
        <TextareaField
          id={`${id}-details`}
          label={detailsLabel}
          value={value.details}
          maxLength={TEXT_LIMITS.detail}
          onChange={(e) => onChange({ answer: "yes", details: e.target.value })}
          error={error}
        />
      ) : null}
      {status ? <div className="text-sm">{status}</div> : null}
    </div>
  );
}
