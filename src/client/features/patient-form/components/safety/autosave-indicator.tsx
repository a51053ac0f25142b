import { AlertCircle, Check, Loader2 } from "lucide-react";
import type { AutosaveStatus } from "./use-field-autosave";

export function AutosaveIndicator({ status }: { status: AutosaveStatus | undefined }) {
  if (!status || status === "idle") return null;
  const content = {
    pending: { icon: null, text: "Unsaved changes", cls: "text-zinc-600" },
    saving: {
      icon: <Loader2 className="size-4 animate-spin" aria-hidden="true" />,
      text: "Saving...",
      cls: "text-zinc-600",
    },
    saved: { icon: <Check className="size-4" aria-hidden="true" />, text: "Saved", cls: "text-green-800" },
    error: {
      icon: <AlertCircle className="size-4" aria-hidden="true" />,
      text: "Not saved. It will be saved when you continue.",
      cls: "text-red-700",
    },
  }[status];
  return (
    <span role="status" className={`inline-flex items-center gap-1 ${content.cls}`}>
      {content.icon}
      {content.text}
    </span>
  );
}

/** The auto-save note under a measurement, once it has something to say. */
export const savingNote = (status: AutosaveStatus | undefined) =>
  status && status !== "idle" ? <AutosaveIndicator status={status} /> : undefined;
