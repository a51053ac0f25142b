import { ukDay } from "@/shared/domain/people/retention";
import type { StaffCtx } from "../../deps";
import { toCsv } from "../../lib/http/csv";
import { writeAudit } from "../../lib/people/audit";
import { allMovements } from "./stock.queries";

const HEADER = [
  "Movement",
  "Recorded at",
  "Product",
  "Batch number",
  "Expiry date",
  "Movement kind",
  "From",
  "To",
  "Packs",
  "Order",
  "Supplier",
  "Invoice reference",
  "Reason",
  "Recorded by",
] as const;

/** GET /api/admin/stock/movements.csv (decision 124): every movement, oldest first; audited. */
export async function exportStock({ db, now, actor }: StaffCtx) {
  const movements = await allMovements(db);
  await writeAudit(db, actor, "stock.export", { type: "stock", id: "movements" }, [`${movements.length} movements`]);
  const rows = movements.map((m) => [
    m.id,
    m.at,
    m.productName,
    m.batch,
    m.expiry,
    m.kindLabel,
    m.from ?? "",
    m.to ?? "",
    m.quantity,
    m.orderId ?? "",
    m.supplier ?? "",
    m.invoiceReference ?? "",
    m.reason ?? "",
    m.by,
  ]);
  return { csv: toCsv(HEADER, rows), filename: `stock-movements-${ukDay(now)}.csv` };
}
