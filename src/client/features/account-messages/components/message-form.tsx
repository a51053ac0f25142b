import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { Textarea } from "@/client/components/ui/textarea";
import { applyServerErrors, showError } from "@/client/components/form/server-errors";
import { notify } from "@/client/lib/notify";
import { MESSAGE_MAX_LENGTH } from "@/shared/domain/people/messaging";
import { type MessageInput, messageSchema } from "@/shared/schemas/messages";
import { useSendMessage } from "../api/messages-api";

/** Write to the pharmacy: 1 to 5000 characters. The text stays in the box until it is sent. */
export function MessageForm() {
  const send = useSendMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<MessageInput>({ resolver: zodResolver(messageSchema), defaultValues: { body: "" } });
  const length = watch("body").length;
  const error = errors.body?.message;
  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (result) => {
        reset({ body: "" });
        notify.success(
          "Message sent",
          result.answeredQuestion
            ? "Thank you: the pharmacist will review your answer."
            : "Our pharmacy team will reply here.",
        );
      },
      onError: (e) => {
        applyServerErrors(e, setError, ["body"]);
        showError(e, "Message not sent", "We could not send your message. Please check your connection and try again.");
      },
    }),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-2" aria-label="Write a message">
      <Label htmlFor="message-body">Your message</Label>
      <Textarea
        id="message-body"
        rows={5}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "message-body-error" : "message-body-hint"}
        {...register("body")}
      />
      {error ? (
        <p id="message-body-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="message-body-hint" className="text-sm text-zinc-600">
          {length} of {MESSAGE_MAX_LENGTH} characters. For urgent medical advice call NHS 111, or 999 in an emergency.
        </p>
      )}
      <Button type="submit" disabled={send.isPending} className="justify-self-start">
        {send.isPending ? "Sending..." : "Send message"}
      </Button>
    </form>
  );
}
