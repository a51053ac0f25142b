import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";

/** Field messages keyed by dotted path, e.g. { "email": "Invalid email address" }. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** zod validation for a Hono route: bad input answers 400 with field messages, never 500. */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json({ error: "Invalid input", fields: fieldErrors(result.error.issues) }, 400);
    }
  });
