import { clsx } from "clsx";
import { format, parseISO } from "date-fns";
import type { ThreadMessage } from "../api/messages-api";

/** The thread, oldest at the top and newest at the bottom; the patient's own messages on the right. */
export function MessageList({ messages }: { messages: ThreadMessage[] }) {
  return (
    <ol aria-label="Conversation with the pharmacy" className="grid gap-3">
      {messages.map((m) => (
        <li
          key={m.id}
          className={clsx(
            "grid max-w-[85%] gap-1 rounded-lg p-3",
            m.from === "you" ? "justify-self-end bg-brand-50 ring-1 ring-brand-200" : "justify-self-start bg-zinc-100",
          )}
        >
          <p className="text-sm">
            <span className="font-semibold">{m.author}</span>
            <span className="text-zinc-600">
              {" · "}
              <time dateTime={m.sentAt}>{format(parseISO(m.sentAt), "d MMM yyyy, HH:mm")}</time>
            </span>
          </p>
          <p className="whitespace-pre-wrap break-words">{m.body}</p>
          {m.from === "you" && <p className="text-xs text-zinc-600">{m.readAt ? "Read by the pharmacy" : "Sent"}</p>}
        </li>
      ))}
    </ol>
  );
}
