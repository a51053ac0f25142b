/**
 * The look-up of a batch recall (decision 098): every supply from the batch in the POM register;
 * and the recalls recorded from the alerts (decision 122).
 */
import { asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { ORDER_STATE_LABEL, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { normalizeBatch } from "@/shared/domain/dispensing/recalls";
import type { DbOrTx } from "../../db/client";
import {
  messages,
  orders,
  patients,
  pomRegister,
  products,
  recallBatches,
  recallNotices,
  recalls,
} from "../../db/schema";

/**
 * Every order dispensed from `batch` (however its number was typed), oldest first, with the
 * notice sent about it if any, and whether the patient has read it. A patient archived after a
 * deletion request is still listed: a recall must reach everyone supplied, by other means if
 * the account is gone.
 */
export async function affectedBy(db: DbOrTx, batch: string) {
  const key = normalizeBatch(batch);
  const rows = await db
    .select({
      entry: pomRegister,
      statusId: orders.order_status_id,
      patientId: orders.patient_id,
      archivedAt: patients.archived_at,
      notice: recallNotices,
      readAt: messages.read_at,
    })
    .from(pomRegister)
    .innerJoin(orders, eq(orders.order_id, pomRegister.order_id))
    .innerJoin(patients, eq(patients.patient_id, orders.patient_id))
    .leftJoin(
      recallNotices,
      sql`${recallNotices.order_id} = ${pomRegister.order_id} AND upper(${recallNotices.batch_number}) = ${key}`,
    )
    .leftJoin(messages, eq(messages.message_id, recallNotices.message_id))
    .where(sql`upper(${pomRegister.batch_number}) = ${key}`)
    .orderBy(asc(pomRegister.entry_date), asc(pomRegister.entry_id));
  return rows.map((r) => {
    const state = orderStateOf(r.statusId);
    return {
      orderId: r.entry.order_id,
      patientId: r.patientId,
      patientName: r.entry.patient_name,
      dispensedOn: r.entry.entry_date,
      batchNumber: r.entry.batch_number,
      expiryDate: r.entry.expiry_date,
      state,
      stateLabel: ORDER_STATE_LABEL[state],
      archived: r.archivedAt !== null,
      notice: r.notice
        ? {
            sentAt: r.notice.created_at.toISOString(),
            sentBy: r.notice.sent_by_name,
            readAt: r.readAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}

/** Recorded recalls (decision 122) as the recalls page shows them: open first, newest first; each with its batches. */
export async function recordedRecalls(db: DbOrTx, where?: SQL) {
  const rows = await db
    .select({ recall: recalls, product: products.name })
    .from(recalls)
    .innerJoin(products, eq(products.product_id, recalls.product_id))
    .where(where)
    .orderBy(sql`${recalls.closed_at} IS NOT NULL`, desc(recalls.recorded_at), desc(recalls.recall_id))
    .limit(100);
  const ids = rows.map((r) => r.recall.recall_id);
  const batches = ids.length
    ? await db
        .select()
        .from(recallBatches)
        .where(inArray(recallBatches.recall_id, ids))
        .orderBy(asc(recallBatches.batch_number))
    : [];
  return rows.map(({ recall: r, product }) => ({
    id: r.recall_id,
    reference: r.reference,
    recallClass: r.recall_class,
    productId: r.product_id,
    product,
    batches: batches.filter((b) => b.recall_id === r.recall_id).map((b) => b.batch_number),
    issuedOn: r.issued_on,
    action: r.action,
    recordedAt: r.recorded_at.toISOString(),
    recordedBy: r.recorded_by_name,
    closedAt: r.closed_at?.toISOString() ?? null,
    closedBy: r.closed_by_name,
    outcome: r.outcome,
  }));
}

export async function recallById(db: DbOrTx, id: number) {
  const [recall] = await recordedRecalls(db, eq(recalls.recall_id, id));
  return recall!;
}
