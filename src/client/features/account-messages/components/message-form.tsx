import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { bindField } from "@/client/components/form/bind-field";
import { TextareaField } from "@/client/components/form/control-fields";
import { useFormMutation } from "@/client/components/form/use-form-mutation";
import { notify } from "@/client/lib/notify";
import { MESSAGE_MAX_LENGTH } from "@/shared/domain/people/messaging";
import { type MessageInput, messageSchema } from "@/shared/schemas/people/messages";
import { useSendMessage } from "../api/messages-api";

/** Write to the pharmacy: 1 to 5000 characters. The text stays in the box until it is sent. */
export function MessageForm() {
  const form = useForm<MessageInput>({ resolver: zodResolver(messageSchema), defaultValues: { body: "" } });
  const field = bindField(form.register, form.formState.errors);
  const sending = useFormMutation(useSendMessage(), form, {
    known: ["body"],
    always: true,
    title: "Message not sent",
    fallback: "We could not send your message. Please check your connection and try again.",
  });
  const length = form.watch("body").length;
  const body = field("body");
  const submit = form.handleSubmit((values) =>
    sending.send(values, (result) => {
      form.reset({ body: "" });
      notify.success(
        "Message sent",
        result.answeredQuestion
          ? "Thank you: the pharmacist will review your answer."
          : "Our pharmacy team will reply here.",
      );
    }),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-2" aria-label="Write a message">
      <TextareaField
        id="message-body"
        label="Your message"
        rows={5}
        maxLength={MESSAGE_MAX_LENGTH}
        // The count gives way to the message while there is one.
        hint={
          body.error
            ? undefined
            : `${length} of ${MESSAGE_MAX_LENGTH} characters. For urgent medical advice call NHS 111, or 999 in an emergency.`
        }
        {...body}
      />
      <Button type="submit" disabled={sending.pending} className="justify-self-start">
        {sending.pending ? "Sending..." : "Send message"}
      </Button>
    </form>
  );
}
