import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, hasControlChars } from "@/shared/schemas/text";
import { AppError, type FieldErrors } from "./app-error";
import type { AppEnv } from "../../deps";

export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The dotted path of the first string in validated input that holds a control character
 * other than a tab or a line break, or null. Each schema sets its own rule for its text (one
 * line or several, see shared/schemas/text); this catches a field whose schema has none, since
 * PostgreSQL cannot store a NUL at all and would answer a server error.
 */
export function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasControlChars(value, true) ? path.join(".") || "_" : null;
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const found = controlCharacterPath(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The field messages of a validation result: its schema's issues, or a control character it let through; null when valid. */
function invalidFields(
  result:
    | { success: true; data: unknown }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } },
): FieldErrors | null {
  if (!result.success) return fieldErrors(result.error.issues);
  const path = controlCharacterPath(result.data);
  return path === null ? null : { [path]: CONTROL_CHARACTERS_MESSAGE };
}

export interface ValidateOptions {
  /**
   * The error's message is the first field's message instead of 'Invalid input': for forms
   * that show one line above the fields (the back office's).
   */
  firstFieldAsError?: boolean;
  /**
   * Invalid input is a record not found (404 with this message), not a bad request: for a path's
   * id (`idParamSchema`), where a malformed id names no record, as a missing one does not.
   */
  notFound?: string;
}

/**
 * The one validation hook (docs/architecture.md, convention 2): zod validation for a Hono route.
 * Bad input throws an AppError 'invalid_input' (400 with field messages, never 500), so the
 * typed client sees only each route's success shape.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  options: ValidateOptions = {},
) =>
  zValidator(target, schema, (result) => {
    const fields = invalidFields(result);
    if (!fields) return;
    if (options.notFound !== undefined) throw new AppError("not_found", options.notFound);
    const message = options.firstFieldAsError ? (Object.values(fields)[0] ?? "Invalid input") : "Invalid input";
    throw new AppError("invalid_input", message, { fields });
  });

/**
 * The validation hook for a schema with a date rule (an age, a date not in the future): the
 * schema is built for each request on the clock's reading, so the rule follows deps.now() as
 * every other date rule does (docs/architecture.md, convention 6).
 */
export function validateOnClock<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schemaOn: (now: Date) => T,
  options: ValidateOptions = {},
) {
  const onClock: ReturnType<typeof validate<T, Target>> = (c, next) =>
    validate(target, schemaOn((c.var as AppEnv["Variables"]).deps.now()), options)(c, next);
  return onClock;
}
