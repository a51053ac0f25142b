import type { OrderDetail } from "../../api/orders-api";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";

/**
 * The rounds of dispensing a return closed (decision 125), oldest first: the pack assembled, its
 * accuracy check and the return, kept in the order's history; the checklist above is the new round's.
 */
export function EarlierRounds({ rounds }: { rounds: OrderDetail["dispensing"]["steps"]["earlierRounds"] }) {
  if (rounds.length === 0) return null;
  return (
    <section className="mt-4 border-t border-zinc-200 pt-4 text-sm" aria-labelledby="earlier-rounds-heading">
      <h3 id="earlier-rounds-heading" className="font-medium">
        Earlier dispensing, returned
      </h3>
      <ol className="mt-1 grid gap-2 text-zinc-700">
        {rounds.map((r, i) => (
          <li key={`${r.returned.at}-${i}`} className="break-words">
            {r.assembly ? (
              <span className="block">
                Assembled by {r.assembly.by}, {formatDateTime(r.assembly.at)}: batch {r.assembly.batchNumber}, expiry{" "}
                {formatShortDate(r.assembly.expiryDate)}
                {r.assembly.serialNumber ? `, serial ${r.assembly.serialNumber}` : ""}.
              </span>
            ) : null}
            {r.accuracyCheck ? (
              <span className="block">
                Accuracy check by {r.accuracyCheck.by}, {formatDateTime(r.accuracyCheck.at)}.
              </span>
            ) : null}
            <span className="block">
              Return recorded by {r.returned.by}, {formatDateTime(r.returned.at)}: {r.returned.note}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
