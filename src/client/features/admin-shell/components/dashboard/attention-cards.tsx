import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { formatDateTime, fullName } from "../../lib/format";

type Waiting = {
  count: number;
  patients: Array<{
    patientId: number;
    firstname: string | null;
    lastname: string | null;
    count: number;
    since: string | null;
  }>;
};

/** The dashboard's cards of what waits for staff (issue 13): unread messages from patients and open red-flag reports. */
export function AttentionCards({
  unreadMessages,
  urgentReports,
}: {
  unreadMessages?: Waiting;
  urgentReports?: Waiting;
}) {
  return (
    <>
      <WaitingCard
        title="Urgent reports"
        description="Red-flag side-effect reports waiting for a prescriber. The patient's orders are on hold until one is handled."
        waiting={urgentReports}
        noun={(n) => (n === 1 ? "1 open red-flag report" : `${n} open red-flag reports`)}
        empty="No red-flag reports are waiting."
        urgent
      />
      <WaitingCard
        title="Unread messages"
        description="Messages from patients no one has opened yet, oldest first."
        waiting={unreadMessages}
        noun={(n) => (n === 1 ? "1 unread message" : `${n} unread messages`)}
        empty="No unread messages."
      />
    </>
  );
}

function WaitingCard(props: {
  title: string;
  description: string;
  waiting?: Waiting;
  noun: (n: number) => string;
  empty: string;
  urgent?: boolean;
}) {
  const { waiting } = props;
  return (
    <Card className={props.urgent && waiting && waiting.count > 0 ? "border-red-300" : undefined}>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {!waiting ? (
          <p className="text-sm text-zinc-600">Loading...</p>
        ) : waiting.count === 0 ? (
          <p className="text-sm text-zinc-600">{props.empty}</p>
        ) : (
          <>
            <p className={props.urgent ? "font-semibold text-red-800" : "font-semibold"}>{props.noun(waiting.count)}</p>
            <ul className="mt-2 divide-y divide-zinc-200">
              {waiting.patients.map((p) => (
                <li key={p.patientId}>
                  <Link
                    to={paths.admin.patient(p.patientId)}
                    className="flex flex-col gap-1 rounded-md px-2 py-3 hover:bg-zinc-50 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="min-w-0 break-words font-medium">
                      {fullName(p.firstname, p.lastname) || "No name"} ({p.count})
                    </span>
                    <span className="shrink-0 text-sm text-zinc-600">since {formatDateTime(p.since)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
