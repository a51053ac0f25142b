import { format, parseISO } from "date-fns";
import type { AccountOrder } from "../api/account-api";

/** Where the order has been: each state it reached, when, and who moved it, oldest first. */
export function OrderTimeline({ events }: { events: AccountOrder["timeline"] }) {
  if (events.length === 0) return <p className="text-sm text-zinc-600">Nothing has happened to this order yet.</p>;
  return (
    <ol className="grid gap-3 border-l-2 border-brand-200 pl-4">
      {events.map((e) => (
        <li key={e.id} className="relative">
          <span className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-700" aria-hidden="true" />
          <p className="font-medium">{e.label}</p>
          <p className="text-sm text-zinc-600">
            <time dateTime={e.at}>{format(parseISO(e.at), "d MMMM yyyy, HH:mm")}</time> · {e.by}
          </p>
        </li>
      ))}
    </ol>
  );
}
