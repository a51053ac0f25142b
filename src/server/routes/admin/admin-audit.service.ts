import { and, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { auditLog } from "../../db/schema";

/** Who did it: the signed-in employee. */
export interface Actor {
  userId: string;
  email: string;
}

export type AuditAction =
  | "patient.view"
  | "patient.update"
  | "patient.status"
  | "patient.archive"
  | "setting.update"
  | "setting.create";

/**
 * decision 019: one row per admin read or change. Only field NAMES are recorded, never their values:
 * health data must not leak into the log.
 */
export async function writeAudit(
  db: DbOrTx,
  actor: Actor,
  action: AuditAction,
  target: { type: "patient" | "setting"; id: string | number },
  changedFields?: string[],
) {
  await db.insert(auditLog).values({
    actor_user_id: actor.userId,
    actor_email: actor.email,
    action,
    target_type: target.type,
    target_id: String(target.id),
    changed_fields: changedFields && changedFields.length > 0 ? changedFields : null,
  });
}

/** The short history holds the latest changes and, beside them, only the latest few reads. */
export const AUDIT_HISTORY_CHANGES = 20;
export const AUDIT_HISTORY_VIEWS = 5;

/**
 * The short history shown on the patient detail page, newest first. Reads are kept apart from
 * changes, so opening the record again and again never pushes who changed what out of sight.
 */
export async function patientAuditHistory(db: DbOrTx, patientId: number) {
  const columns = {
    id: auditLog.audit_id,
    action: auditLog.action,
    actorEmail: auditLog.actor_email,
    changedFields: auditLog.changed_fields,
    at: auditLog.created_at,
  };
  const ofPatient = and(eq(auditLog.target_type, "patient"), eq(auditLog.target_id, String(patientId)));
  const newestFirst = [desc(auditLog.created_at), desc(auditLog.audit_id)];
  const [changes, views] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .where(and(ofPatient, ne(auditLog.action, "patient.view")))
      .orderBy(...newestFirst)
      .limit(AUDIT_HISTORY_CHANGES),
    db
      .select(columns)
      .from(auditLog)
      .where(and(ofPatient, eq(auditLog.action, "patient.view")))
      .orderBy(...newestFirst)
      .limit(AUDIT_HISTORY_VIEWS),
  ]);
  return [...changes, ...views]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
    .map((r) => ({
      id: r.id,
      action: r.action,
      actorEmail: r.actorEmail,
      changedFields: Array.isArray(r.changedFields) ? (r.changedFields as string[]) : [],
      at: r.at.toISOString(),
    }));
}
