import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { paths } from "@/client/app/paths";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { ApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { TEXT_LIMITS } from "@/shared/domain/constants";
import { type ContactMessage, type ContactMessageInput, contactMessageSchema } from "@/shared/schemas/contact";
import { useSendContactMessage } from "../api/contact";
import { FormField } from "./form-field";

const empty: ContactMessageInput = { name: "", email: "", phone: "", message: "" };
const fieldNames = ["name", "email", "phone", "message"] as const;

/** docs/spec.md §2/§5 contact form. decision 015: 'Message Sent' only once stored; on failure the text stays. */
export function ContactForm() {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({ resolver: zodResolver(contactMessageSchema), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      notify.success("Message Sent", "Thank you for your message. We'll get back to you within 24 hours!");
      reset(empty);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      for (const name of fieldNames) {
        const message = apiError?.fields[name];
        if (message) setError(name, { message });
      }
      notify.error("Message not sent", apiError?.message ?? "We could not send your message. Please check your connection and try again.");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" maxLength={TEXT_LIMITS.name} {...register("name")} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" maxLength={TEXT_LIMITS.email} {...register("email")} />
        </FormField>
      </div>
      <FormField label="Phone" optional error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" maxLength={TEXT_LIMITS.phone} {...register("phone")} />
      </FormField>
      <FormField
        label="Message"
        error={errors.message?.message}
        hint="Please keep clinical details brief; our pharmacist will call you if needed. For urgent medical advice call NHS 111, or 999 in an emergency."
      >
        <Textarea rows={6} maxLength={TEXT_LIMITS.message} {...register("message")} />
      </FormField>
      <p className="text-sm text-zinc-600">
        We use your details only to answer your message; see our{" "}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline underline-offset-4">
          privacy policy
        </Link>
        .
      </p>
      <Button type="submit" size="lg" disabled={isSubmitting} className="sm:justify-self-start">
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
