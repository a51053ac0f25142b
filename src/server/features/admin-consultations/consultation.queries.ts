/**
 * Look-ups of the prescriber's review (decision 077): a consultation with its order and its
 * (not archived) patient, the questionnaire that order locked, and the products a prescriber
 * can choose from.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { mgFromName } from "@/shared/domain/dose-ladder";
import type { DbOrTx } from "../../db/client";
import { consultations, orders, patients, products } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { Actor } from "../../lib/audit";
import { pathId } from "../../lib/path-id";

export const CONSULTATION_NOT_FOUND = "Consultation not found";

export type ConsultationRow = typeof consultations.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PatientRow = typeof patients.$inferSelect;
export type { HistoryRow } from "../../lib/locked-questionnaire";

export const consultationIdFrom = (raw: string) => pathId(raw, CONSULTATION_NOT_FOUND);

/** 404 unless the consultation exists and its patient is not archived (decision 018). */
export async function requireConsultation(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ consultation: consultations, order: orders, patient: patients })
    .from(consultations)
    .innerJoin(orders, eq(orders.order_id, consultations.order_id))
    .innerJoin(patients, eq(patients.patient_id, consultations.patient_id))
    .where(and(eq(consultations.consultation_id, id), isNull(patients.archived_at)))
    .limit(1);
  if (!row) throw new AppError("not_found", CONSULTATION_NOT_FOUND);
  return row;
}

/** Every product a prescriber may choose, with its strength in mg. */
export async function productsWithMg(db: DbOrTx) {
  const rows = await db
    .select({ productId: products.product_id, name: products.name })
    .from(products)
    .orderBy(asc(products.product_id));
  return rows.map((p) => ({ ...p, mg: mgFromName(p.name) }));
}

export const fullName = (p: { firstname: string | null; lastname: string | null }) =>
  [p.firstname, p.lastname].filter(Boolean).join(" ") || "No name";

/** Who records a decision, when, and the site's address for the e-mail's links. */
export interface DecisionContext {
  actor: Actor;
  userId: string;
  prescriber: { employeeId: number; name: string; gphc: string; type: string | null };
  now: Date;
  appUrl: string;
}

/** The consultation a decision is recorded on, locked with its order (in the order a cancellation locks them). */
export interface LockedConsultation {
  consultation: ConsultationRow;
  order: OrderRow;
  patient: PatientRow;
}
