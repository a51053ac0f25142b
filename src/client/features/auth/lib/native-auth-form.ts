import { useState } from "react";
import type { z } from "zod";
import { type FieldErrors, checkForm, useSubmitOnce } from "@/client/components/form/native-form";
import { useServerForm } from "@/client/lib/server-form";

/**
 * The account forms' rules (the shared schemas) with their validation library: not part of the
 * page's first download, fetched when a form is first sent.
 */
export const loadAuthSchemas = () => import("@/shared/schemas/people/auth");
type AuthSchemas = Awaited<ReturnType<typeof loadAuthSchemas>>;

/**
 * One account form's state (decision 104): the server's answer to it, each field's message, and
 * the submit handler that checks the form by its schema, then sends it once (`onInvalid` hears
 * of a form the schema refused; a refused send is told by the mutation's own toast).
 */
export function useNativeForm<K extends string, T>(
  name: string,
  names: readonly K[],
  schemaOf: (schemas: AuthSchemas) => z.ZodType<T>,
  send: (data: T) => Promise<unknown>,
  onInvalid?: (errors: FieldErrors<K>) => Promise<void>,
) {
  const answered = useServerForm(name);
  const [errors, setErrors] = useState<FieldErrors<K>>((answered?.errors ?? {}) as FieldErrors<K>);
  const onSubmit = useSubmitOnce(async (element) => {
    const checked = await checkForm(element, names, loadAuthSchemas().then(schemaOf));
    setErrors("errors" in checked ? checked.errors : {});
    if ("data" in checked) await send(checked.data).catch(() => undefined);
    else await onInvalid?.(checked.errors);
  });
  return { answered, errors, onSubmit };
}
