/**
 * Look-ups of the prescriber's review (decision 077): a consultation with its order and its
 * (not archived) patient, the questionnaire that order locked, and the products a prescriber
 * can choose from.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { mgFromName } from "@/shared/domain/treatment/dose-ladder";
import { isPrescriber, PRESCRIBER_ONLY_MESSAGE } from "@/shared/domain/people/roles";
import { type PrescriberRegulator, prescriberRegistration } from "@/shared/domain/people/prescriber-regulators";
import type { DbOrTx, Tx } from "../../db/client";
import type { StaffCtx } from "../../deps";
import { consultations, orders, patients, products } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";

export const CONSULTATION_NOT_FOUND = "Consultation not found";

export type ConsultationRow = typeof consultations.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PatientRow = typeof patients.$inferSelect;
export type { HistoryRow } from "../../lib/orders/locked-questionnaire";

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

/**
 * How a decision, its prescription and the order's move are signed: the prescriber's staff
 * record, their regulator and number on its register (decision 119), and their type.
 */
export interface Prescriber {
  employeeId: number;
  /** Their staff record's name, else their e-mail. */
  name: string;
  regulator: PrescriberRegulator;
  number: string;
  type: string | null;
}

/** The consultation a decision is recorded on, locked with its order (in the order a cancellation locks them). */
export interface LockedConsultation {
  consultation: ConsultationRow;
  order: OrderRow;
  patient: PatientRow;
}

/**
 * Locks the order and then the consultation, in the order a cancellation locks them, so two
 * decisions at once (or a decision and a cancellation) queue here and the second sees the first.
 */
export async function lockConsultation(tx: Tx, consultationId: number): Promise<LockedConsultation> {
  const found = await requireConsultation(tx, consultationId);
  const [order] = await tx.select().from(orders).where(eq(orders.order_id, found.order.order_id)).for("update");
  const [consultation] = await tx
    .select()
    .from(consultations)
    .where(eq(consultations.consultation_id, consultationId))
    .for("update");
  if (!order || !consultation) throw new AppError("not_found", CONSULTATION_NOT_FOUND);
  return { consultation, order, patient: found.patient };
}

/**
 * Who records a decision (decisions 022, 077, 119): a prescriber (or the superintendent) with
 * their regulator and number on record; anyone else is answered 403.
 */
export function prescriberOf({ actor, employee }: StaffCtx): Prescriber {
  if (!isPrescriber(employee.role)) throw new AppError("forbidden", PRESCRIBER_ONLY_MESSAGE);
  const registration = prescriberRegistration(employee);
  if (!registration)
    throw new AppError(
      "forbidden",
      "Your registration number must be on record before you record a prescribing decision.",
    );
  return {
    employeeId: employee.employee_id,
    name: employee.name?.trim() || actor.email,
    ...registration,
    type: employee.prescriber_type,
  };
}

/** The prescriber as the order's timeline names them. */
export const prescriberMove = (ctx: StaffCtx) =>
  ({ kind: "prescriber", userId: ctx.actor.userId, name: prescriberOf(ctx).name }) as const;
