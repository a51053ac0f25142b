import { ukDay } from "@/shared/domain/people/retention";
import type { Ctx } from "../../deps";
import { writeAudit } from "../../lib/people/audit";
import { toCsv } from "../../lib/http/csv";
import { affectedBy } from "./recalls.queries";

const HEADER = [
  "Order",
  "Patient",
  "Dispensed on",
  "Order state",
  "Batch number",
  "Expiry date",
  "Notice sent",
  "Sent by",
  "Read by the patient",
] as const;

/** GET /api/admin/recalls/export?batch=: the affected list as a spreadsheet-safe CSV; audited. */
export async function exportRecall({ db, now, actor }: Ctx, { batch }: { batch: string }) {
  const affected = await affectedBy(db, batch);
  await writeAudit(db, actor, "recall.export", { type: "recall", id: batch }, [`${affected.length} orders`]);
  const rows = affected.map((a) => [
    a.orderId,
    a.patientName,
    a.dispensedOn,
    a.archived ? `${a.stateLabel} (record archived)` : a.stateLabel,
    a.batchNumber,
    a.expiryDate,
    a.notice?.sentAt ?? "",
    a.notice?.sentBy ?? "",
    a.notice?.readAt ?? "",
  ]);
  const safeBatch = batch.replace(/[^A-Za-z0-9-]+/g, "_").slice(0, 50);
  return { csv: toCsv(HEADER, rows), filename: `recall-${safeBatch}-${ukDay(now)}.csv` };
}
