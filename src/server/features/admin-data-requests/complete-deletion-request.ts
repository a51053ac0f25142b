/**
 * POST /api/admin/deletion-requests/:id/complete: staff act on a patient's request to
 * delete their account (UK GDPR Article 17, decision 066), in one transaction:
 * - the sign-in goes: the account, its sessions, second factor and links;
 * - what no law requires kept is erased: the working questionnaire and open orders, contact
 *   messages from the address and the e-mails sent to it;
 * - with no treatment or order ever placed, the patient record goes too; otherwise the clinical,
 *   prescription, order and payment records stay, restricted: the patient is archived (decision
 *   018), invisible in the back office and used for nothing else, until the retention periods of
 *   decision 066 end;
 * - the request is closed, audited, and its address told (decision 026: no health detail).
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { DRAFT_STATE_IDS } from "@/shared/domain/orders/order-lifecycle";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/client";
import {
  contactMessages,
  deletionRequests,
  emailOutbox,
  orders,
  patientHistory,
  patients,
  user,
  verification,
} from "../../db/schema";
import { queueAccountDeletedEmail } from "../../email/account/account-deleted";
import { AppError } from "../../lib/http/app-error";
import type { Ctx } from "../../deps";
import { type Actor, writeAudit } from "../../lib/people/audit";
import { stateIdList } from "../../lib/orders/order-state-sql";

/** Whether the patient has any record a retention period of decision 066 applies to. */
export async function hasRetainedRecords(tx: DbOrTx, patientId: number): Promise<boolean> {
  const [row] = await queryRows<{ kept: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM orders WHERE patient_id = ${patientId} AND order_status_id NOT IN (${stateIdList(["draft"])}))
        OR EXISTS (SELECT 1 FROM orders o WHERE o.patient_id = ${patientId} AND (
             EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.order_id)
          OR EXISTS (SELECT 1 FROM payments y WHERE y.order_id = o.order_id)
          OR EXISTS (SELECT 1 FROM pom_register r WHERE r.order_id = o.order_id)))
        OR EXISTS (SELECT 1 FROM patient_history WHERE patient_id = ${patientId} AND order_id IS NOT NULL)
        OR EXISTS (SELECT 1 FROM consultations WHERE patient_id = ${patientId})
        OR EXISTS (SELECT 1 FROM identity_checks WHERE patient_id = ${patientId})
        OR EXISTS (SELECT 1 FROM measurements WHERE patient_id = ${patientId})
        OR EXISTS (SELECT 1 FROM patient_files WHERE patient_id = ${patientId})
        OR EXISTS (SELECT 1 FROM prescriptions WHERE patient_id = ${patientId})
        OR EXISTS (SELECT 1 FROM gp_letters WHERE patient_id = ${patientId})
        OR EXISTS (SELECT 1 FROM checkins WHERE patient_id = ${patientId})
        OR EXISTS (SELECT 1 FROM messages WHERE patient_id = ${patientId})
        OR EXISTS (SELECT 1 FROM side_effect_reports WHERE patient_id = ${patientId})
        OR EXISTS (SELECT 1 FROM advice_acknowledgements WHERE patient_id = ${patientId}) AS kept`,
  );
  return row?.kept === true;
}

/** Erases the working questionnaire and the open orders (their lines go with them). */
async function eraseUnfinished(tx: DbOrTx, patientId: number) {
  await tx.delete(patientHistory).where(and(eq(patientHistory.patient_id, patientId), isNull(patientHistory.order_id)));
  await tx
    .delete(orders)
    .where(and(eq(orders.patient_id, patientId), inArray(orders.order_status_id, [...DRAFT_STATE_IDS])));
}

export const REQUEST_NOT_FOUND = "Request not found";

export async function completeDeletionRequest({ db, now, appUrl, actor }: Ctx, requestId: number) {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.request_id, requestId))
      .for("update");
    if (!request) throw new AppError("not_found", REQUEST_NOT_FOUND);
    if (request.status !== "open") throw new AppError("conflict", "This request has already been handled.");
    return eraseForRequest(tx, request, actor, { appUrl, now, reason: "request" });
  });
}

/**
 * Carries out an open request in `tx`: erases, restricts, closes, audits and tells the address.
 * `reason` says whether the patient asked or the account went unused (decision 093).
 */
export async function eraseForRequest(
  tx: DbOrTx,
  request: typeof deletionRequests.$inferSelect,
  actor: Actor,
  opts: { appUrl: string; now: Date; reason: "request" | "unused" },
) {
  const { now } = opts;
  const requestId = request.request_id;
  const recordsKept = request.patient_id !== null && (await hasRetainedRecords(tx, request.patient_id));
  if (request.patient_id !== null) {
    await eraseUnfinished(tx, request.patient_id);
    if (recordsKept) {
      await tx
        .update(patients)
        .set({
          archived_at: sql`coalesce(${patients.archived_at}, ${now.toISOString()}::timestamptz)`,
          archived_by: sql`coalesce(${patients.archived_by}, ${actor.email})`,
          reorder_reminders: false,
          updated_at: now,
        })
        .where(eq(patients.patient_id, request.patient_id));
    }
  }
  // The sign-in: sessions, password and second factor go with the account (ON DELETE CASCADE).
  if (request.user_id) {
    await tx.delete(verification).where(eq(verification.value, request.user_id));
    await tx.delete(user).where(eq(user.id, request.user_id));
  }
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${request.email})`);
  await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.to_address}) = lower(${request.email})`);

  await tx
    .update(deletionRequests)
    .set({ status: "completed", handled_at: now, handled_by: actor.email })
    .where(eq(deletionRequests.request_id, requestId));
  if (request.patient_id !== null && !recordsKept) {
    await tx
      .update(deletionRequests)
      .set({ patient_id: null })
      .where(eq(deletionRequests.patient_id, request.patient_id));
    await tx.delete(patients).where(eq(patients.patient_id, request.patient_id));
  }

  await writeAudit(
    tx,
    actor,
    opts.reason === "unused" ? "unused_account.erase" : "deletion_request.complete",
    { type: "deletion_request", id: requestId },
    recordsKept ? ["restricted"] : ["erased"],
  );
  await queueAccountDeletedEmail(tx, {
    to: request.email,
    requestId,
    recordsKept,
    reason: opts.reason,
    privacyLink: `${opts.appUrl}/privacy`,
  });
  return { requestId, recordsKept };
}
