/** The audit trail of the back office (decision 019): who read or changed which record, by field name only. */
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
  | "patient.erase"
  | "setting.update"
  | "setting.create"
  | "deletion_request.list"
  | "deletion_request.complete"
  | "order.view"
  | "register.view"
  | "register.export"
  | "payments.view"
  | "payments.export"
  | "contact_messages.view"
  | "consultation.view"
  | "consultation.decision"
  | "consultation.correction"
  | "identity_check.create"
  | "measurement.create"
  | "file.upload"
  | "file.view"
  | "prescription.view"
  | "gp_letter.view"
  | "gp_letter.update"
  | "staff.create"
  | "staff.update"
  | "staff.remove"
  | "messages.view"
  | "message.send"
  | "side_effect.view"
  | "side_effect.handle"
  | "label.view"
  | "label.print"
  | "recall.view"
  | "recall.export"
  | "recall.notify"
  | "recall.record"
  | "recall.close"
  | "incident.view"
  | "incident.create"
  | "incident.close"
  | "fridge_excursion.close"
  | "stock.receive"
  | "stock.adjust"
  | "stock.export"
  | "product.update"
  | "go_live.booking_check"
  | "go_live.test_email"
  | "go_live.live"
  | "backup.create"
  | "backup.restore_test"
  | "staff.reset_second_factor"
  | "two_factor.backup_codes"
  | "unused_accounts.list"
  | "unused_account.erase"
  | "weight.create"
  | "rp_absence.start"
  | "rp_absence.end"
  | "signing_key.set"
  | "signing_key.wrong_pin"
  | "prescription.verify"
  | "prescription.paper_filed";

export type AuditTarget =
  | "patient"
  | "setting"
  | "deletion_request"
  | "order"
  | "register"
  | "payments"
  | "contact_messages"
  | "consultation"
  | "file"
  | "prescription"
  | "gp_letter"
  | "employee"
  | "messages"
  | "side_effect"
  | "recall"
  | "incident"
  | "fridge_excursion"
  | "stock"
  | "product"
  | "go_live"
  | "backup"
  | "user"
  | "rp_absence";

/**
 * A patient acting on their own record (issue 23): named by the account's id only, so that no
 * address of theirs stays in the log once their record is erased (decision 079).
 */
export interface PatientActor {
  userId: string;
  email: null;
}

/**
 * decision 019: one row per admin read or change. Only field NAMES are recorded, never their values:
 * health data must not leak into the log. A null actor is the scheduler (decision 079): no person.
 */
export async function writeAudit(
  db: DbOrTx,
  actor: Actor | PatientActor | null,
  action: AuditAction,
  target: { type: AuditTarget; id: string | number },
  changedFields?: string[],
) {
  await db.insert(auditLog).values({
    actor_user_id: actor?.userId ?? null,
    actor_email: actor?.email ?? null,
    action,
    target_type: target.type,
    target_id: String(target.id),
    changed_fields: changedFields && changedFields.length > 0 ? changedFields : null,
  });
}

/** The names of the keys whose values differ; compared as strings so '1.0' and 1 agree. */
export function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? "" : String(v));
  return Object.keys(after).filter((k) => norm(before[k]) !== norm(after[k]));
}
