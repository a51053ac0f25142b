/**
 * The responsible pharmacist on duty (issue 20, decision 098): the one open entry of the RP
 * log. A clinical check records them, and is refused while nobody is signed in; so is every
 * supply (decision 113), and while they are absent (decision 116).
 */
import { and, asc, eq, gte, isNull } from "drizzle-orm";
import { DISPENSING_MESSAGES } from "@/shared/domain/dispensing/dispensing-steps";
import { RP_MESSAGES } from "@/shared/domain/dispensing/rp-log";
import { DAY_MS } from "@/shared/domain/dates";
import { AppError } from "../http/app-error";
import type { CtxActor } from "../../deps";
import type { DbOrTx } from "../../db/client";
import { writeAudit } from "../people/audit";
import { rpAbsences, rpLog } from "../../db/schema";

export type RpLogRow = typeof rpLog.$inferSelect;
export type RpAbsenceRow = typeof rpAbsences.$inferSelect;

/**
 * `lock` holds the entry until the transaction ends: "share" while a supply is recorded (the RP
 * cannot sign out or leave meanwhile), "update" while the RP's own state changes (decision 116).
 */
export async function rpOnDuty(db: DbOrTx, lock?: "share" | "update"): Promise<RpLogRow | null> {
  const query = db.select().from(rpLog).where(isNull(rpLog.signed_out_at)).limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? null;
}

/** The open absence of an RP log entry, if the RP is away now (one at a time, by unique index). */
export async function openAbsence(db: DbOrTx, rpLogId: number): Promise<RpAbsenceRow | null> {
  const [row] = await db
    .select()
    .from(rpAbsences)
    .where(and(eq(rpAbsences.rp_log_id, rpLogId), isNull(rpAbsences.ended_at)))
    .limit(1);
  return row ?? null;
}

/**
 * The absences of the pharmacist `employeeId` that may fall on the UK day of `now` (begun in the
 * last day; absentMsToday keeps those of the day): the 2-hour limit is theirs, over every entry.
 */
export function recentAbsencesOf(db: DbOrTx, employeeId: number, now: Date) {
  return db
    .select({ startedAt: rpAbsences.started_at, endedAt: rpAbsences.ended_at })
    .from(rpAbsences)
    .innerJoin(rpLog, eq(rpLog.rp_log_id, rpAbsences.rp_log_id))
    .where(and(eq(rpLog.employee_id, employeeId), gte(rpAbsences.started_at, new Date(now.getTime() - DAY_MS))))
    .orderBy(asc(rpAbsences.started_at));
}

/**
 * Ends the open absence of `rp`'s entry, if any, at `now` (never before it began: a development
 * clock moved back), naming who recorded it; audited. The end is written once (trigger, decision
 * 114): of two at once, the second finds none open.
 */
export async function endOpenAbsence(tx: DbOrTx, rp: RpLogRow, { now, actor }: { now: Date; actor: CtxActor }) {
  const [open] = await tx
    .select()
    .from(rpAbsences)
    .where(and(eq(rpAbsences.rp_log_id, rp.rp_log_id), isNull(rpAbsences.ended_at)));
  if (!open) return null;
  const [row] = await tx
    .update(rpAbsences)
    .set({ ended_at: now < open.started_at ? open.started_at : now, ended_by_name: actor.name })
    .where(and(eq(rpAbsences.rp_absence_id, open.rp_absence_id), isNull(rpAbsences.ended_at)))
    .returning();
  if (!row) return null;
  await writeAudit(tx, actor, "rp_absence.end", { type: "rp_absence", id: row.rp_absence_id }, ["ended_at"]);
  return row;
}

/** Decision 116: no supply while the RP on duty is absent (409). */
export async function requireRpPresent(db: DbOrTx, rp: RpLogRow): Promise<void> {
  if (await openAbsence(db, rp.rp_log_id)) throw new AppError("conflict", RP_MESSAGES.absent);
}

/**
 * Decision 113 (Responsible Pharmacist Regulations 2008): a medicine is supplied (the accuracy
 * check, the hand-over, the dispatch) only while a responsible pharmacist is signed in, and
 * present (decision 116): 409 otherwise. Answers the one on duty, whom the supply's record
 * names; their entry stays locked until the supply's transaction ends.
 */
export async function requireRpOnDuty(db: DbOrTx): Promise<RpLogRow> {
  const rp = await rpOnDuty(db, "share");
  if (!rp) throw new AppError("conflict", DISPENSING_MESSAGES.noResponsiblePharmacist);
  await requireRpPresent(db, rp);
  return rp;
}

/**
 * Who is in charge, as the order page and the dashboard show it: the RP's name and since when,
 * and since when they are absent, if they are (decision 116).
 */
export async function rpPresence(db: DbOrTx) {
  const rp = await rpOnDuty(db);
  if (!rp) return null;
  const absence = await openAbsence(db, rp.rp_log_id);
  return {
    employeeId: rp.employee_id,
    name: rp.name,
    since: rp.signed_in_at.toISOString(),
    absentSince: absence?.started_at.toISOString() ?? null,
  };
}
