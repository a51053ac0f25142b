import { useCallback, useEffect, useRef, useState } from "react";
import { AUTOSAVE_DEBOUNCE_MS } from "@/shared/domain/constants";
import type { YesNoAnswer } from "@/shared/domain/exclusions";
import type { QuestionField } from "@/shared/schemas/patient-form";
import { useSaveQuestionField } from "../api/patient-form-api";

export type AutosaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

/**
 * SPEC §7/§9: each medical answer is saved 2000 ms after its last change, debounced per
 * field, so typing in one box never delays or cancels the save of another.
 */
export function useFieldAutosave() {
  const save = useSaveQuestionField();
  const timers = useRef(new Map<QuestionField, ReturnType<typeof setTimeout>>());
  const pending = useRef(new Map<QuestionField, YesNoAnswer>());
  const [status, setStatus] = useState<Partial<Record<QuestionField, AutosaveStatus>>>({});
  const { mutate } = save;

  const flushField = useCallback(
    (field: QuestionField) => {
      const value = pending.current.get(field);
      timers.current.delete(field);
      if (!value) return;
      pending.current.delete(field);
      setStatus((s) => ({ ...s, [field]: "saving" }));
      mutate(
        { field, answer: value.answer, details: value.details },
        {
          // A newer change waiting for its own save keeps the field 'pending'.
          onSuccess: () => setStatus((s) => ({ ...s, [field]: pending.current.has(field) ? "pending" : "saved" })),
          onError: () => setStatus((s) => ({ ...s, [field]: "error" })),
        },
      );
    },
    [mutate],
  );

  const schedule = useCallback(
    (field: QuestionField, value: YesNoAnswer) => {
      const existing = timers.current.get(field);
      if (existing) clearTimeout(existing);
      pending.current.set(field, value);
      setStatus((s) => ({ ...s, [field]: "pending" }));
      timers.current.set(
        field,
        setTimeout(() => flushField(field), AUTOSAVE_DEBOUNCE_MS),
      );
    },
    [flushField],
  );

  /** Sends every waiting change now (leaving the page, or before the full save). */
  const flushAll = useCallback(() => {
    for (const field of [...timers.current.keys()]) {
      clearTimeout(timers.current.get(field));
      flushField(field);
    }
  }, [flushField]);

  /** Drops waiting changes: the full save of the step carries them. */
  const cancelAll = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    pending.current.clear();
  }, []);

  useEffect(() => flushAll, [flushAll]);

  return { schedule, flushAll, cancelAll, status };
}
