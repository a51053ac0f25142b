import { useSearchParams } from "react-router";
import { Page } from "@/client/components/layout/page";
import { Card } from "@/client/components/ui/card";
import { useContactMessages } from "../api/contact-messages-api";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { PagedListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";

/** /admin/messages: what visitors sent through /contact, newest first (decision 015). Each page read is recorded. */
export default function ContactMessagesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useContactMessages(page);
  const messages = list.data?.messages ?? [];
  return (
    <Page title="Contact messages" className="max-w-5xl py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Contact messages</h1>
      <p className="mt-1 text-zinc-600">Messages sent through the contact page, newest first.</p>
      <Card className="mt-6">
        <PagedListStatus
          query={list}
          loading="Loading messages..."
          failure="Failed to load messages"
          empty={messages.length > 0 ? null : "No messages yet"}
          noun="messages"
          onPage={(n) => setParams(n > 1 ? { page: String(n) } : {})}
        >
          {() => (
            <ul className="divide-y divide-zinc-200">
              {messages.map((m) => (
                <li key={m.id} className="grid gap-1 p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="font-semibold">{m.name}</h2>
                    <time className="text-sm text-zinc-600" dateTime={m.receivedAt}>
                      {formatDateTime(m.receivedAt)}
                    </time>
                  </div>
                  <p className="break-all text-sm">
                    <a href={`mailto:${m.email}`} className="text-brand-800 underline">
                      {m.email}
                    </a>
                    {m.phone ? ` · ${m.phone}` : ""}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words">{m.message}</p>
                </li>
              ))}
            </ul>
          )}
        </PagedListStatus>
      </Card>
    </Page>
  );
}
