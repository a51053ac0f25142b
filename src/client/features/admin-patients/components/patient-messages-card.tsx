import { zodResolver } from "@hookform/resolvers/zod";
import { clsx } from "clsx";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useFormMutation } from "@/client/components/form/use-form-mutation";
import { notify } from "@/client/lib/notify";
import { MESSAGE_MAX_LENGTH } from "@/shared/domain/people/messaging";
import { type MessageInput, messageSchema } from "@/shared/schemas/people/messages";
import { usePatientThread, useReplyToPatient } from "../api/patient-safety-api";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { TextareaField } from "@/client/components/form/control-fields";
import { bindField } from "@/client/components/form/bind-field";
import { ListOrNone } from "@/client/features/admin-shell/components/page-parts/list-or-none";

/** The patient's thread with the pharmacy and the reply box (issue 13). Opening it marks the patient's messages read. */
export function PatientMessagesCard({ patientId }: { patientId: string }) {
  const thread = usePatientThread(patientId);
  const messages = thread.data ? [...thread.data.pages].reverse().flatMap((p) => p.messages) : [];
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Messages</CardTitle>
        <CardDescription>
          The thread with the patient. The patient is e-mailed that a message is waiting, never its text.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {thread.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : thread.isError ? (
          <p className="text-sm text-red-700">The messages could not be loaded.</p>
        ) : (
          <>
            {thread.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-center"
                disabled={thread.isFetchingNextPage}
                onClick={() => void thread.fetchNextPage()}
              >
                {thread.isFetchingNextPage ? "Loading..." : "Show older messages"}
              </Button>
            )}
            <ListOrNone
              items={messages}
              none="No messages yet."
              className="grid max-h-[32rem] gap-3 overflow-y-auto"
              ordered
              label="Messages with the patient"
            >
              {(m) => (
                <li
                  key={m.id}
                  className={clsx(
                    "grid max-w-[85%] gap-1 rounded-lg p-3",
                    m.from === "pharmacy"
                      ? "justify-self-end bg-brand-50 ring-1 ring-brand-200"
                      : "justify-self-start bg-zinc-100",
                  )}
                >
                  <p className="text-sm">
                    <span className="font-semibold">{m.from === "pharmacy" ? `${m.author} (pharmacy)` : m.author}</span>
                    <span className="text-zinc-600"> · {formatDateTime(m.sentAt)}</span>
                  </p>
                  <p className="whitespace-pre-wrap break-words">{m.body}</p>
                </li>
              )}
            </ListOrNone>
          </>
        )}
        <ReplyForm patientId={patientId} />
      </CardContent>
    </Card>
  );
}

function ReplyForm({ patientId }: { patientId: string }) {
  const { register, handleSubmit, reset, setError, formState } = useForm<MessageInput>({
    resolver: zodResolver(messageSchema),
    defaultValues: { body: "" },
  });
  const field = bindField(register, formState.errors);
  const reply = useFormMutation(
    useReplyToPatient(patientId),
    { setError },
    { known: ["body"], title: "Message not sent" },
  );
  const submit = handleSubmit((values) =>
    reply.send(values, () => {
      reset({ body: "" });
      notify.success("Message sent", "The patient has been e-mailed that a message is waiting.");
    }),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 border-t border-zinc-200 pt-4">
      <TextareaField
        id="staff-reply"
        label="Reply to the patient"
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        {...field("body")}
      />
      <Button type="submit" disabled={reply.pending} className="justify-self-start">
        {reply.pending ? "Sending..." : "Send reply"}
      </Button>
    </form>
  );
}
