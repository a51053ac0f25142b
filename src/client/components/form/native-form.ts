import { type FormEvent, useRef } from "react";
import type { z } from "zod";

/**
 * The public forms (account forms, contact) are ordinary forms the server can answer
 * (decision 104): named fields, posted to their page, working before the app's script has
 * arrived. Once it has, the app checks and sends them itself; these read what was typed from
 * the form and check it by the shared schema, whose validation library is not part of the
 * page's first download (so no react-hook-form here, decision 104).
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The form's text fields by name. */
export function valuesOf<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")])) as Record<K, string>;
}

/** The schema's verdict on the form's fields: the values to send, or each field's first message. */
export function verdictOf<K extends string, T>(
  schema: z.ZodType<T>,
  form: HTMLFormElement,
  names: readonly K[],
): { data: T } | { errors: FieldErrors<K> } {
  const result = schema.safeParse(valuesOf(form, names));
  if (result.success) return { data: result.data };
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as K;
    if (names.includes(name)) errors[name] ??= issue.message;
  }
  return { errors };
}

/** The verdict on a form being sent: the first field with a problem takes the focus, so it is announced with its message. */
export async function checkForm<K extends string, T>(
  form: HTMLFormElement,
  names: readonly K[],
  schema: Promise<z.ZodType<T>>,
): Promise<{ data: T } | { errors: FieldErrors<K> }> {
  const checked = verdictOf(await schema, form, names);
  const first = "errors" in checked ? names.find((name) => checked.errors[name]) : undefined;
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  return checked;
}

/**
 * A submit handler sending once: a second press while the first is on its way (or a press
 * replayed as the app takes the page over) does nothing.
 */
export function useSubmitOnce(send: (form: HTMLFormElement) => Promise<unknown> | void) {
  const sending = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void Promise.resolve(send(event.currentTarget)).finally(() => (sending.current = false));
  };
}

/**
 * Binds a field of a public form: its id (`<prefix>-<name>`), its name, its message and, when the
 * server answered the form before the script ran, what was typed into it.
 */
export function bindNativeField<K extends string>(
  prefix: string,
  errors: FieldErrors<K>,
  values?: Partial<Record<K, string>>,
) {
  return (name: K) => ({ id: `${prefix}-${name}`, name, error: errors[name], defaultValue: values?.[name] });
}
