import type { FieldErrors, FieldValues } from "react-hook-form";
import { toast } from "sonner";

/** Collects the messages of a react-hook-form error tree, in the order the fields appear. */
export function errorMessages(errors: FieldErrors<FieldValues>): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const { message } = node as { message?: unknown };
    if (typeof message === "string" && message) {
      out.push(message);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== "ref") walk(child);
    }
  };
  walk(errors);
  return [...new Set(out)];
}

/** docs/spec.md §5: validation errors of a step are shown together in one destructive toast. */
export function showMissingFields(messages: string[]) {
  toast.error("Please Complete Required Fields", {
    description: (
      <ul className="list-disc pl-4">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    ),
  });
}
