import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "@/shared/schemas/zod";
import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverResult, UseFormReturn } from "react-hook-form";

/** Messages keyed by their dotted path ("questionnaire.answers.x.details"), as the server and our checks name them. */
export type FlatErrors = Record<string, string>;

/** react-hook-form's nested errors as messages keyed by dotted path. */
export function flatErrors(errors: FieldErrors, prefix = ""): FlatErrors {
  const flat: FlatErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object" || key === "ref" || key === "types") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as FieldError).message;
    if (typeof message === "string") flat[path] = message;
    Object.assign(flat, flatErrors(value as FieldErrors, path));
  }
  return flat;
}

/**
 * A resolver from a check that names its problems by dotted path: the form's values pass when it
 * names none (the zod schema runs inside the check).
 */
export function flatResolver<T extends FieldValues>(check: (values: T) => FlatErrors) {
  return (values: T): ResolverResult<T> => {
    const found = Object.entries(check(values));
    return found.length === 0 ? { values, errors: {} } : { values: {}, errors: nestedErrors<T>(found) };
  };
}

/** Messages by dotted path as react-hook-form's nested errors. */
function nestedErrors<T extends FieldValues>(found: Array<[path: string, message: string]>): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of found) {
    const keys = path.split(".");
    let node = errors;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    const last = keys.at(-1)!;
    node[last] = { ...(node[last] as object), type: "validate", message };
  }
  return errors as FieldErrors<T>;
}

/**
 * The shared schema's resolver for a form whose fields hold what was typed: `toInput` turns the
 * text into the schema's input (a blank number is no number), the submit receives the schema's output.
 */
export function schemaResolver<In extends FieldValues, Out>(schema: z.ZodType<Out>, toInput: (values: In) => unknown) {
  return async (values: In): Promise<ResolverResult<In, Out>> => {
    const parsed = await schema.safeParseAsync(toInput(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const found = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const path = issue.path.join(".");
      if (!found.has(path)) found.set(path, issue.message);
    }
    return { values: {}, errors: nestedErrors<In>([...found]) };
  };
}

/**
 * The resolver of a shared schema with a date rule (an age, a date not in the future), built on
 * the browser's reading of the time at each validation, as the server builds it on its clock.
 */
export function resolverOnToday<In extends FieldValues, Out>(
  schemaOn: (now: Date) => z.ZodType<Out, In>,
): Resolver<In, unknown, Out> {
  return (values, context, options) => zodResolver(schemaOn(new Date()))(values, context, options);
}

/** Runs the form's resolver as a submit does: the valid (transformed) values, or null with each error shown. */
export async function validValues<T extends FieldValues, U>(form: UseFormReturn<T, unknown, U>): Promise<U | null> {
  let valid: U | null = null;
  await form.handleSubmit((values) => {
    valid = values;
  })();
  return valid;
}
