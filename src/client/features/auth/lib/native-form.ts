import { type FormEvent, useRef } from "react";
import type { z } from "zod";

/**
 * The account forms are ordinary forms the server can answer (decision 104): named fields,
 * posted to /auth, working before the app's script has arrived. Once it has, the app checks
 * and sends them itself; these read what was typed from the form.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The form's text fields by name. */
export function valuesOf<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")])) as Record<K, string>;
}

/**
 * The account forms' rules (the shared schemas) with their validation library: not part of the
 * page's first download, fetched when a form is first sent.
 */
export const loadAuthSchemas = () => import("@/shared/schemas/auth");
export type AuthSchemas = Awaited<ReturnType<typeof loadAuthSchemas>>;

/** The schema's verdict on the form: the values to send, or each field's first message (focus on the first). */
export async function checkForm<K extends string, T>(
  form: HTMLFormElement,
  names: readonly K[],
  schemaOf: (schemas: AuthSchemas) => z.ZodType<T>,
): Promise<{ data: T; errors?: undefined } | { errors: FieldErrors<K> }> {
  const values = valuesOf(form, names);
  const result = schemaOf(await loadAuthSchemas()).safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as K;
    if (names.includes(name)) errors[name] ??= issue.message;
  }
  const first = names.find((name) => errors[name]);
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  return { errors };
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
