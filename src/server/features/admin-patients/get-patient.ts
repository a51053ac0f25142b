import { desc, eq, sql } from "drizzle-orm";
import {
  CONSULTATION_STATUS_LABEL,
  type ConsultationStatus,
} from "@/shared/domain/prescribing/consultation-vocabulary";
import type { DbOrTx } from "../../db/client";
import type { Ctx } from "../../deps";
import {
  consultations,
  orderLine,
  orders,
  orderStatus,
  patients,
  patientStatus,
  patientType,
  products,
} from "../../db/schema";
import { writeAudit } from "../../lib/people/audit";
import { toAdminPatient } from "./admin-patient.mapper";
import { latestHistory, requireVisiblePatient } from "./admin-patients.queries";

async function patientOrders(db: DbOrTx, patientId: number) {
  const rows = await db
    .select({
      order_id: orders.order_id,
      date: orders.date,
      order_status_id: orders.order_status_id,
      status: orderStatus.description,
      total_due: orders.total_due,
      delivery_method: orders.delivery_method,
      completed_at: orders.completed_at,
      product: sql<string | null>`coalesce(${products.name}, ${orderLine.item_description}, ${orders.product_name})`,
      consultation_id: consultations.consultation_id,
      consultation_status: consultations.status,
    })
    .from(orders)
    .leftJoin(orderStatus, eq(orderStatus.order_status_id, orders.order_status_id))
    .leftJoin(orderLine, eq(orderLine.order_id, orders.order_id))
    .leftJoin(products, eq(products.product_id, orderLine.product_id))
    // Each completed order has its prescriber's review (decision 077): the page links to it.
    .leftJoin(consultations, eq(consultations.order_id, orders.order_id))
    .where(eq(orders.patient_id, patientId))
    .orderBy(desc(orders.date), desc(orders.order_id));
  return rows.map(({ consultation_id, consultation_status, ...r }) => ({
    ...r,
    completed_at: r.completed_at?.toISOString() ?? null,
    consultation:
      consultation_id === null
        ? null
        : {
            consultationId: consultation_id,
            status: consultation_status as ConsultationStatus,
            statusLabel: CONSULTATION_STATUS_LABEL[consultation_status as ConsultationStatus],
          },
  }));
}

/** One patient as the detail and edit pages show it; the read is audited (decision 019). */
export async function getPatient({ db, actor }: Ctx, id: number) {
  const p = await requireVisiblePatient(db, id);
  const [[labels], h, patientOrderList] = await Promise.all([
    db
      .select({ status: patientStatus.description, type: patientType.description })
      .from(patients)
      .leftJoin(patientStatus, eq(patientStatus.patient_status_id, patients.patient_status_id))
      .leftJoin(patientType, eq(patientType.patient_type_id, patients.patient_type_id))
      .where(eq(patients.patient_id, id)),
    latestHistory(db, id, false),
    patientOrders(db, id),
  ]);
  await writeAudit(db, actor, "patient.view", { type: "patient", id });
  return { patient: toAdminPatient(p, h, labels ?? { status: null, type: null }), orders: patientOrderList };
}
