import type { FormEvent, ReactNode, Ref } from "react";
import { paths } from "@/client/config/paths";
import { InputField } from "@/client/components/form/field";
import { FormNotice } from "@/client/components/form/form-notice";
import type { ServerForm } from "@/client/lib/server-form";

/**
 * An account form as the server can answer it (decision 104): posted to its tab of /auth with
 * the form's name and where the visitor was going, the server's answer shown above its fields.
 */
export function AuthForm({
  name,
  tab,
  from,
  notice,
  formRef,
  onSubmit,
  children,
}: {
  name: string;
  tab: string;
  from?: string;
  notice: ServerForm["notice"];
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      method="post"
      action={`${paths.auth}?tab=${tab}`}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
    >
      <input type="hidden" name="form" value={name} />
      {from && <input type="hidden" name="from" value={from} />}
      <FormNotice notice={notice} />
      {children}
    </form>
  );
}

/** The e-mail address of an account form, with what the server was sent kept in it. */
export function EmailField({ id, defaultValue, error }: { id: string; defaultValue?: string; error?: string }) {
  return (
    <InputField
      id={id}
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      required
      defaultValue={defaultValue}
      error={error}
    />
  );
}
