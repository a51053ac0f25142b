import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/client/lib/notify";
import { AUTOSAVE_DEBOUNCE_MS } from "@/shared/domain/constants";

export type AutosaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

type Save<K, V> = (field: K, value: V, callbacks: { onSuccess: () => void; onError: () => void }) => void;

/**
 * docs/spec.md §7/§9: each medical field is saved 2000 ms after its last change, debounced per field,
 * so typing in one box never delays or cancels the save of another. A failed save says so
 * (docs/spec.md §8 'Save Error') and keeps what was typed: the full save of the step carries it.
 */
export function useFieldAutosave<K extends string, V>(save: Save<K, V>) {
  const timers = useRef(new Map<K, ReturnType<typeof setTimeout>>());
  const pending = useRef(new Map<K, V>());
  const [status, setStatus] = useState<Partial<Record<K, AutosaveStatus>>>({});
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  const flushField = useCallback((field: K) => {
    timers.current.delete(field);
    if (!pending.current.has(field)) return;
    const value = pending.current.get(field) as V;
    pending.current.delete(field);
    setStatus((s) => ({ ...s, [field]: "saving" }));
    saveRef.current(field, value, {
      // A newer change waiting for its own save keeps the field 'pending'.
      onSuccess: () => setStatus((s) => ({ ...s, [field]: pending.current.has(field) ? "pending" : "saved" })),
      onError: () => {
        setStatus((s) => ({ ...s, [field]: "error" }));
        notify.error("Save Error", "Failed to save your changes");
      },
    });
  }, []);

  const schedule = useCallback(
    (field: K, value: V) => {
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

  /** Forgets a waiting change that cannot be saved (an impossible height, say). */
  const drop = useCallback((field: K) => {
    clearTimeout(timers.current.get(field));
    timers.current.delete(field);
    pending.current.delete(field);
    setStatus((s) => ({ ...s, [field]: "idle" }));
  }, []);

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

  return { schedule, drop, flushAll, cancelAll, status };
}
