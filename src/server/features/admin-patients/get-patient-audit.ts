import { and, desc, eq, ne } from "drizzle-orm";
import type { SystemCtx } from "../../deps";
import { auditLog } from "../../db/schema";
import { requireVisiblePatient } from "./admin-patients.queries";

/** The short history holds the latest changes and, beside them, only the latest few reads. */
const AUDIT_HISTORY_CHANGES = 20;
const AUDIT_HISTORY_VIEWS = 5;

/**
 * The short history shown on the patient detail page, newest first. Reads are kept apart from
 * changes, so opening the record again and again never pushes who changed what out of sight.
 * The audit history of an archived patient is not shown.
 */
export async function getPatientAudit({ db }: SystemCtx, patientId: number) {
  await requireVisiblePatient(db, patientId);
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
