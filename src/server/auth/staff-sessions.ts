/**
 * Staff sessions are shorter than patients' (decision 065): they end 12 hours after sign-in,
 * or after 30 minutes without a request. A patient's session keeps the usual rules (7 days,
 * renewed daily). The time of the last request is the session's `updated_at`, written at most
 * once a minute.
 */
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { employees, session as sessions } from "../db/schema";

export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

interface SessionTimes {
  id: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Whether the user is an employee (a row linked to them, not removed). */
async function isStaff(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.employee_id })
    .from(employees)
    .where(and(eq(employees.user_id, userId), isNull(employees.removed_at)))
    .limit(1);
  return Boolean(row);
}

/**
 * For a staff member's session: ends it (deleting the row) when it is over its limits and
 * answers false; else records the activity and answers true. Any other session is left alone.
 */
export async function keepStaffSession(db: Db, s: SessionTimes, now: Date): Promise<boolean> {
  if (!(await isStaff(db, s.userId))) return true;
  const age = now.getTime() - new Date(s.createdAt).getTime();
  const idle = now.getTime() - new Date(s.updatedAt).getTime();
  if (age > STAFF_SESSION_MAX_MS || idle > STAFF_SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, s.id));
    return false;
  }
  if (idle > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ updatedAt: now })
      .where(and(eq(sessions.id, s.id), lt(sessions.updatedAt, now)));
  }
  return true;
}
