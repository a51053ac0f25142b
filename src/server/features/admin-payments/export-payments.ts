import { ukDay } from "@/shared/domain/people/retention";
import type { Ctx } from "../../deps";
import { writeAudit } from "../../lib/people/audit";
import { toCsv } from "../../lib/http/csv";
import { dayRows } from "./list-payments";

const HEADER = ["Time", "Type", "Provider", "Order", "Amount (GBP)", "Method", "Reference", "State", "Order state"];

/** GET /api/admin/payments/export?day= (decision 102): the day's payments and refunds as a spreadsheet-safe CSV; audited. */
export async function exportPayments({ db, actor, now }: Ctx, query: { day?: string }) {
  const day = query.day ?? ukDay(now);
  const rows = await dayRows(db, day);
  await writeAudit(db, actor, "payments.export", { type: "payments", id: day }, [`${rows.length} rows`]);
  const csv = toCsv(
    HEADER,
    rows.map((r) => [
      r.at,
      r.kind === "payment" ? "Payment" : "Refund",
      r.providerLabel,
      r.orderId,
      r.amount,
      r.method,
      r.reference,
      r.statusLabel,
      r.orderState,
    ]),
  );
  return { csv, filename: `payments-${day}.csv` };
}
