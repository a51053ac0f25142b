import { and, asc, count, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import { DAY_MS, isoToday } from "@/shared/domain/dates";
import type { DbOrTx } from "../../db/client";
import { dispensingSteps, pomRegister, pomRegisterNotes } from "../../db/schema";
import type { Ctx } from "../../deps";
import { writeAudit } from "../../lib/people/audit";

export const REGISTER_PAGE_SIZE = 50;

const inRange = (from: string, to: string) => and(gte(pomRegister.entry_date, from), lte(pomRegister.entry_date, to));

const columns = {
  entryId: pomRegister.entry_id,
  orderId: pomRegister.order_id,
  entryDate: pomRegister.entry_date,
  medicine: pomRegister.medicine_name,
  strength: pomRegister.strength,
  quantity: pomRegister.quantity,
  prescriberName: pomRegister.prescriber_name,
  prescriberAddress: pomRegister.prescriber_address,
  patientName: pomRegister.patient_name,
  patientAddress: pomRegister.patient_address,
  prescriptionDate: pomRegister.prescription_date,
  batchNumber: pomRegister.batch_number,
  expiryDate: pomRegister.expiry_date,
  enteredBy: pomRegister.entered_by_name,
  /** The responsible pharmacist on duty at the supply, as the accuracy check that dispensed recorded them (decision 113). */
  responsiblePharmacist: dispensingSteps.rp_name,
  /** What was added to the entry since, oldest first (decision 125: a return of the pack). */
  notes: sql<
    string | null
  >`(SELECT string_agg(${pomRegisterNotes.note}, ' ' ORDER BY ${pomRegisterNotes.note_id}) FROM ${pomRegisterNotes} WHERE ${pomRegisterNotes.entry_id} = ${pomRegister.entry_id})`,
};

/**
 * The accuracy check that made the supply: the one the entry names (decision 125); an entry
 * written before they were named, the order's check no other entry names.
 */
const checkOfEntry = or(
  eq(dispensingSteps.step_id, pomRegister.accuracy_step_id),
  and(
    isNull(pomRegister.accuracy_step_id),
    eq(dispensingSteps.order_id, pomRegister.order_id),
    eq(dispensingSteps.step, "accuracy_check"),
    sql`NOT EXISTS (SELECT 1 FROM ${pomRegister} named WHERE named.accuracy_step_id = ${dispensingSteps.step_id})`,
  ),
);

/** The entries of a date range in the order they were made (entry date, then entry number). */
export function registerEntries(db: DbOrTx, from: string, to: string, page?: { limit: number; offset: number }) {
  const query = db
    .select(columns)
    .from(pomRegister)
    .leftJoin(dispensingSteps, checkOfEntry)
    .where(inRange(from, to))
    .orderBy(asc(pomRegister.entry_date), asc(pomRegister.entry_id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

const DEFAULT_DAYS = 30;

/** The range asked for, or the last 30 days up to today (the server's clock) for what is missing. */
export function registerRange(q: { from?: string; to?: string }, now: Date) {
  const to = q.to ?? isoToday(now);
  const from = q.from ?? isoToday(new Date(Date.parse(`${to}T12:00:00Z`) - DEFAULT_DAYS * DAY_MS));
  return from <= to ? { from, to } : { from: to, to };
}

/** GET /api/admin/register?from=&to=&page=: one page of the POM register; an audited read. */
export async function listRegister({ db, actor, now }: Ctx, query: { from?: string; to?: string; page?: string }) {
  const q = { ...registerRange(query, now), page: query.page };
  const page = Number(q.page ?? "1");
  const [entries, [total]] = await Promise.all([
    registerEntries(db, q.from, q.to, { limit: REGISTER_PAGE_SIZE, offset: (page - 1) * REGISTER_PAGE_SIZE }),
    db.select({ n: count() }).from(pomRegister).where(inRange(q.from, q.to)),
  ]);
  await writeAudit(db, actor, "register.view", { type: "register", id: `${q.from}..${q.to}` });
  return { from: q.from, to: q.to, page, pageSize: REGISTER_PAGE_SIZE, total: total?.n ?? 0, entries };
}
