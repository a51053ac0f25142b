import type { ReactNode } from "react";
import { fieldA11y } from "./field";

/**
 * A hint a screen reader announces with its control (aria-describedby names it before the error):
 * the control takes hintedA11y(id, error) and the FieldHint goes after it inside the FormField.
 */
export function hintedA11y(id: string, error?: string) {
  return { ...fieldA11y(id, error), "aria-describedby": [`${id}-hint`, error ? `${id}-error` : null].join(" ").trim() };
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="text-sm text-zinc-600">
      {children}
    </p>
  );
}
