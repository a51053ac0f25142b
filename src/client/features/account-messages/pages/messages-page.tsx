import { Link } from "react-router";
import { LoadFailed } from "@/client/components/layout/load-failed";
import { paths } from "@/client/config/paths";
import { BackToAccount, NoTreatmentYet } from "@/client/components/layout/account-page-parts";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { errorCode } from "@/client/lib/api";
import { useThread } from "../api/messages-api";
import { MessageForm } from "../components/message-form";
import { MessageList } from "../components/message-list";

/** /account/messages: the patient's thread with the pharmacy, and a form to write (issue 13). */
export default function MessagesPage() {
  const { data, isPending, error, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useThread();
  const noRecord = errorCode(error) === "not_found";
  // The newest page came first; the thread reads from the oldest loaded message down.
  const messages = data ? [...data.pages].reverse().flatMap((p) => p.messages) : [];
  return (
    <Page title="Messages" className="max-w-3xl">
      <BackToAccount />
      <h1 className="mt-4 text-3xl font-bold">Messages</h1>
      <p className="mt-2 text-zinc-600">
        Write to our pharmacy team about your treatment. We usually reply within one working day. To tell us about a
        side effect, use{" "}
        <Link to={paths.accountSideEffects} className="font-medium text-brand-800 underline">
          Report a side effect
        </Link>
        .
      </p>
      {isPending ? (
        <Spinner label="Loading your messages..." className="min-h-40" />
      ) : noRecord ? (
        <NoTreatmentYet />
      ) : error ? (
        <LoadFailed message="We could not load your messages." onRetry={() => void refetch()} className="mt-6" />
      ) : (
        <div className="mt-6 grid gap-6">
          <Card>
            <CardContent className="grid gap-4 p-4 sm:p-6">
              {hasNextPage && (
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-center"
                  disabled={isFetchingNextPage}
                  onClick={() => void fetchNextPage()}
                >
                  {isFetchingNextPage ? "Loading..." : "Show older messages"}
                </Button>
              )}
              {messages.length === 0 ? (
                <p className="text-zinc-600">No messages yet. Write to us below.</p>
              ) : (
                <MessageList messages={messages} />
              )}
            </CardContent>
          </Card>
          <MessageForm />
        </div>
      )}
    </Page>
  );
}
