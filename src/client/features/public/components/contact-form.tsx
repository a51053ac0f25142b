import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { island } from "@/client/components/island";
import { Button } from "@/client/components/ui/button";
import { Textarea } from "@/client/components/ui/textarea";
import { fieldA11y, FormField, InputField } from "@/client/components/form/field";
import { FormNotice } from "@/client/components/form/form-notice";
import { type FieldErrors, bindNativeField, checkForm, verdictOf } from "@/client/components/form/native-form";
import { applyServerErrors, showError } from "@/client/components/form/server-errors";
import { notify } from "@/client/lib/notify";
import { useServerForm } from "@/client/lib/server-form";
import { TEXT_LIMITS } from "@/shared/domain/constants";
import { useSendContactMessage } from "../api/contact";
import { CONTACT_NOTICES } from "../content/contact-notices";

const fieldNames = ["name", "email", "phone", "message"] as const;
type FieldName = (typeof fieldNames)[number];

/*
 * The message's rules are the shared schema the server applies (docs/spec.md §5). Its validation
 * library is not part of the page's first download: it is fetched when the visitor first
 * enters the form, and awaited on sending if it has not arrived yet.
 */
let schema: Promise<(typeof import("@/shared/schemas/people/contact"))["contactMessageSchema"]> | undefined;
const loadSchema = () =>
  (schema ??= import("@/shared/schemas/people/contact").then(
    (m) => m.contactMessageSchema,
    (error: unknown) => {
      schema = undefined;
      throw error;
    },
  ));

/** docs/spec.md §2/§5 contact form. decision 015: 'Message Sent' only once stored; on failure the text stays. */
function MessageForm() {
  const send = useSendContactMessage();
  const form = useRef<HTMLFormElement>(null);
  // Decision 104: a message sent before the script ran, as the server answered it.
  const answered = useServerForm("contact");
  const [notice, setNotice] = useState(answered?.notice);
  const [errors, setErrors] = useState<FieldErrors<FieldName>>(answered?.errors ?? {});
  const [submitted, setSubmitted] = useState(Boolean(answered && answered.notice?.kind !== "success"));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const field = bindNativeField("contact", errors, answered?.values);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const element = event.currentTarget;
    setNotice(undefined);
    setSubmitted(true);
    setIsSubmitting(true);
    try {
      const checked = await checkForm(element, fieldNames, loadSchema());
      if ("errors" in checked) return setErrors(checked.errors);
      setErrors({});
      await send.mutateAsync(checked.data);
      notify.success(CONTACT_NOTICES.sent.title, CONTACT_NOTICES.sent.description);
      element.reset();
      setSubmitted(false);
    } catch (error) {
      // The server's field messages beside their fields; the toast has its words, or ours when it did not answer.
      const fromServer: FieldErrors<FieldName> = {};
      applyServerErrors<FieldErrors<FieldName>>(
        error,
        (name, { message }) => (fromServer[name as FieldName] = message),
        fieldNames,
      );
      setErrors(fromServer);
      showError(error, CONTACT_NOTICES.notSent, CONTACT_NOTICES.failed);
    } finally {
      setIsSubmitting(false);
    }
  };

  // After a first attempt, a field's message follows what is typed into it.
  const onChange = async (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name as FieldName;
    if (!submitted || !fieldNames.includes(name) || !form.current) return;
    const schema = await loadSchema().catch(() => null);
    const checked = schema && verdictOf(schema, form.current, fieldNames);
    if (checked)
      setErrors((current) => ({ ...current, [name]: "errors" in checked ? checked.errors[name] : undefined }));
  };

  return (
    // POST, so that a form sent before the page's script has run never puts what was typed in an
    // address; the server answers it with this page (decision 104).
    <form
      ref={form}
      method="post"
      action={paths.contact}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => void loadSchema().catch(() => undefined)}
      noValidate
      className="grid gap-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          {...field("name")}
          label="Name"
          autoComplete="name"
          maxLength={TEXT_LIMITS.name}
          className="gap-1.5"
        />
        <InputField
          {...field("email")}
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={TEXT_LIMITS.email}
          className="gap-1.5"
        />
      </div>
      <InputField
        {...field("phone")}
        label={
          <>
            Phone<span className="font-normal text-zinc-600"> (optional)</span>
          </>
        }
        type="tel"
        autoComplete="tel"
        maxLength={TEXT_LIMITS.phone}
        className="gap-1.5"
      />
      <FormField
        id="contact-message"
        label="Message"
        error={errors.message}
        className="gap-1.5"
        hint="Please keep clinical details brief; our pharmacist will call you if needed. For urgent medical advice call NHS 111, or 999 in an emergency."
      >
        <Textarea
          name="message"
          defaultValue={answered?.values.message}
          rows={6}
          maxLength={TEXT_LIMITS.message}
          {...fieldA11y("contact-message", errors.message, true)}
        />
      </FormField>
      <p className="text-sm text-zinc-600">
        We use your details only to answer your message; see our{" "}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline underline-offset-4">
          privacy policy
        </Link>
        .
      </p>
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="sm:justify-self-start">
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}

/** An island on the page the server rendered (decision 107). */
export const ContactForm = island("contact-form", MessageForm);
