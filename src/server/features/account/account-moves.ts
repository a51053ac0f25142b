import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { patients } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { cancelOrder } from "../../lib/order-cancellation";
import { moveOrder } from "../../lib/order-moves";
import { getSettings } from "../../lib/settings";
import { findAccountPatient, requireOwnOrder } from "./account.queries";
import { toPatientOrder } from "./order-view";

type Ctx = { userId: string; name: string; now: Date; appUrl: string };
/** The patient, named on the timeline as their record names them. */
const patientActor = (ctx: Ctx, p: { firstname: string | null; lastname: string | null }) => ({
  kind: "patient" as const,
  userId: ctx.userId,
  name: [p.firstname, p.lastname].filter(Boolean).join(" ") || ctx.name,
});

/** GET /api/account/orders/:id: one of the patient's own orders; anyone else's is not found. */
export async function getAccountOrder(db: Db, userId: string, rawId: string) {
  const { order } = await requireOwnOrder(db, userId, rawId);
  return toPatientOrder(db, order, await getSettings(db));
}

/** POST /api/account/orders/:id/received: "I've received it" marks a dispatched order delivered. */
export async function confirmReceived(db: Db, rawId: string, ctx: Ctx) {
  const { order, patient } = await requireOwnOrder(db, ctx.userId, rawId);
  await db.transaction((tx) => moveOrder(tx, { orderId: order.order_id, action: "mark_delivered", actor: patientActor(ctx, patient), now: ctx.now }));
  return getAccountOrder(db, ctx.userId, rawId);
}

/** POST /api/account/orders/:id/cancel: the patient cancels until they have paid (the lifecycle says when). */
export async function cancelOwnOrder(db: Db, rawId: string, reason: string | undefined, ctx: Ctx) {
  const { order, patient } = await requireOwnOrder(db, ctx.userId, rawId);
  await db.transaction((tx) => cancelOrder(tx, { orderId: order.order_id, actor: patientActor(ctx, patient), now: ctx.now, note: reason || null, appUrl: ctx.appUrl }));
  return getAccountOrder(db, ctx.userId, rawId);
}

/** PUT /api/account/reorder-reminders: the patient turns re-order reminders on or off. */
export async function setReorderReminders(db: Db, userId: string, enabled: boolean, now: Date) {
  const patient = await findAccountPatient(db, userId);
  if (!patient) throw new AppError("not_found", "No patient record found. Please complete the patient form first.");
  await db.update(patients).set({ reorder_reminders: enabled, updated_at: now }).where(eq(patients.patient_id, patient.patient_id));
  return { reorderReminders: enabled };
}
