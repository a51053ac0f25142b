import { ChoiceGroup, YES_NO_OPTIONS } from "@/client/components/form/choice-group";
import { fieldA11y, FormField } from "@/client/components/form/field";
import { Textarea } from "@/client/components/ui/textarea";
import { TEXT_LIMITS } from "@/shared/domain/constants";

export type YesNo = { answer: "yes" | "no"; details: string };

/** A yes/no question whose yes asks for details. */
export function YesNoDetails({
  id,
  question,
  note,
  value,
  onChange,
  error,
  detailsError,
}: {
  id: string;
  question: string;
  note?: string;
  value: YesNo | null;
  onChange: (v: YesNo) => void;
  error?: string;
  detailsError?: string;
}) {
  return (
    <div className="grid gap-3 rounded-md border border-zinc-200 p-4">
      <ChoiceGroup
        id={id}
        legend={question}
        hint={note}
        options={YES_NO_OPTIONS}
        value={value?.answer ?? null}
        error={error}
        onChange={(answer) => onChange({ answer, details: answer === "no" ? "" : (value?.details ?? "") })}
      />
      {value?.answer === "yes" ? (
        <FormField id={`${id}-details`} label="Please give details" error={detailsError}>
          <Textarea
            {...fieldA11y(`${id}-details`, detailsError)}
            value={value.details}
            maxLength={TEXT_LIMITS.detail}
            onChange={(e) => onChange({ answer: "yes", details: e.target.value })}
          />
        </FormField>
      ) : null}
    </div>
  );
}
