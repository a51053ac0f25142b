/**
 * GET /api/admin/deletion-requests/unused-accounts (decision 093): the privacy page's "reviewed
 * for deletion after 2 years without use", as a list: patients' accounts with no treatment or
 * order, not signed in to for 2 years (or never, 2 years after they were opened), oldest first.
 * Staff accounts are not listed. The read is audited.
 */
import { sql } from "drizzle-orm";
import { accountUnused } from "@/shared/domain/people/retention";
import { type DbOrTx, queryRows } from "../../db/client";
import type { Ctx } from "../../deps";
import { writeAudit } from "../../lib/people/audit";
import { hasRetainedRecords } from "./complete-deletion-request";

interface Candidate {
  user_id: string;
  email: string;
  created_at: Date | string;
  last_sign_in_at: Date | string | null;
  patient_id: number | null;
}

/**
 * Accounts past the 2 years, by SQL first (a superset: anything used within 2 years of `now`
 * is left out), then by the rule's own UK days; `userId` narrows it to one account.
 */
export async function unusedAccounts(db: DbOrTx, now: Date, userId?: string) {
  const rows = await queryRows<Candidate>(
    db,
    sql`SELECT u.id AS user_id, u.email, u.created_at, u.last_sign_in_at,
          (SELECT p.patient_id FROM patients p WHERE p.user_id = u.id LIMIT 1) AS patient_id
        FROM "user" u
        WHERE coalesce(u.last_sign_in_at, u.created_at) < ${now.toISOString()}::timestamptz - interval '2 years'
          AND NOT EXISTS (SELECT 1 FROM employees e WHERE e.user_id = u.id OR lower(e.email) = lower(u.email))
          AND NOT EXISTS (SELECT 1 FROM deletion_requests d WHERE d.user_id = u.id AND d.status = 'open')
          ${userId ? sql`AND u.id = ${userId}` : sql``}
        ORDER BY coalesce(u.last_sign_in_at, u.created_at), u.id
        LIMIT 200`,
  );
  const unused: Candidate[] = [];
  for (const row of rows) {
    if (!accountUnused(new Date(row.last_sign_in_at ?? row.created_at), now)) continue;
    if (row.patient_id !== null && (await hasRetainedRecords(db, row.patient_id))) continue;
    unused.push(row);
  }
  return unused;
}

export async function listUnusedAccounts({ db, now, actor }: Ctx) {
  const rows = await unusedAccounts(db, now);
  await writeAudit(db, actor, "unused_accounts.list", { type: "user", id: "unused" });
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    createdAt: new Date(r.created_at).toISOString(),
    lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at).toISOString() : null,
    hasPatientRecord: r.patient_id !== null,
  }));
}
