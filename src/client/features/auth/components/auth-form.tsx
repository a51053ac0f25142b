import type { FormEvent, ReactNode, Ref } from "react";
import { paths } from "@/client/config/paths";
import { InputField } from "@/client/components/form/field";
import { FormNotice } from "@/client/components/form/form-notice";
import { Button } from "@/client/components/ui/button";
import type { ServerForm } from "@/client/lib/server-form";

/** An account form's state as useNativeForm gives it: the server's answer, each field's message, the handler. */
interface NativeForm {
  answered: ServerForm | undefined;
  errors: { email?: string };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * An account form as the server can answer it (decision 104): posted to its tab of /auth with
 * the form's name and where the visitor was going, the server's answer shown above its fields
 * until it is sent again. Every account form starts with the e-mail address (`emailId`), then
 * its own fields (`children`), its send button (`submit`: its label, and its label while sent),
 * and what follows the button (`after`).
 */
export function AuthForm({
  name,
  tab,
  from,
  emailId,
  form,
  sending,
  submit: [label, pendingLabel],
  formRef,
  children,
  after,
}: {
  name: string;
  tab: string;
  from?: string;
  emailId: string;
  form: NativeForm;
  sending: { isIdle: boolean; isPending: boolean };
  submit: [string, string];
  formRef?: Ref<HTMLFormElement>;
  children?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      method="post"
      action={`${paths.auth}?tab=${tab}`}
      noValidate
      onSubmit={form.onSubmit}
      className="grid gap-4"
    >
      <input type="hidden" name="form" value={name} />
      {from && <input type="hidden" name="from" value={from} />}
      <FormNotice notice={sending.isIdle ? form.answered?.notice : undefined} />
      <InputField
        id={emailId}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={form.answered?.values.email}
        error={form.errors.email}
      />
      {children}
      <Button type="submit" className="w-full" disabled={sending.isPending}>
        {sending.isPending ? pendingLabel : label}
      </Button>
      {after}
    </form>
  );
}
