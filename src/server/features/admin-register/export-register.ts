import type { Ctx } from "../../deps";
import { writeAudit } from "../../lib/people/audit";
import { toCsv } from "../../lib/http/csv";
import { registerEntries, registerRange } from "./list-register";

const HEADER = [
  "Entry",
  "Date supplied",
  "Medicine",
  "Strength",
  "Quantity",
  "Prescriber",
  "Prescriber address",
  "Patient",
  "Patient address",
  "Prescription date",
  "Batch number",
  "Expiry date",
  "Entered by",
  "Responsible pharmacist",
  "Order",
  "Notes",
] as const;

/** GET /api/admin/register/export?from=&to=: every entry of the range as a spreadsheet-safe CSV; audited with the count. */
export async function exportRegister({ db, actor, now }: Ctx, query: { from?: string; to?: string }) {
  const { from, to } = registerRange(query, now);
  const entries = await registerEntries(db, from, to);
  await writeAudit(db, actor, "register.export", { type: "register", id: `${from}..${to}` }, [
    `${entries.length} entries`,
  ]);
  const rows = entries.map((e) => [
    e.entryId,
    e.entryDate,
    e.medicine,
    e.strength,
    e.quantity,
    e.prescriberName,
    e.prescriberAddress,
    e.patientName,
    e.patientAddress,
    e.prescriptionDate,
    e.batchNumber,
    e.expiryDate,
    e.enteredBy,
    e.responsiblePharmacist,
    e.orderId,
    e.notes ?? "",
  ]);
  return { csv: toCsv(HEADER, rows), filename: `pom-register-${from}-to-${to}.csv` };
}
