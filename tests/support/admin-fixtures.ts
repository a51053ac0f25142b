/** Fixtures for the admin API tests: patients, questionnaires and orders inserted directly. */
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { orderLine, orders, patientHistory, patients } from "@/server/db/schema";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";

export type PatientFixture = Partial<typeof patients.$inferInsert>;
export type HistoryFixture = Partial<typeof patientHistory.$inferInsert>;

let counter = 0;

/**
 * A questionnaire the patient answered "no" throughout, as the safety step stores it. Nothing
 * defaults to "no" in the database (decision 082), so a fixture standing for a filled-in
 * questionnaire says so.
 */
export const answeredNo = (): HistoryFixture => ({
  ...Object.fromEntries([...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q) => [q.column, "no"])),
  is_diabetic: false,
});

export async function insertPatient(db: Db, fields: PatientFixture = {}, history?: HistoryFixture | null) {
  counter += 1;
  const [row] = await db
    .insert(patients)
    .values({
      firstname: `First${counter}`,
      lastname: `Last${counter}`,
      email: `fixture-${counter}-${Date.now()}@example.com`,
      mobile: "07700 900123",
      date_of_birth: "1980-05-17",
      sex: 2,
      address1: "1 High Street",
      address3: "Oxford",
      postcode: "OX1 1AA",
      ...fields,
    })
    .returning();
  if (history !== null) {
    await db
      .insert(patientHistory)
      .values({ patient_id: row!.patient_id, height: 170, weight: 100, bmi: 34.6, ...answeredNo(), ...history });
  }
  return row!;
}

export async function insertCompletedOrder(
  db: Db,
  patientId: number,
  opts: { productId?: number; completedAt?: Date; date?: string } = {},
) {
  const [order] = await db
    .insert(orders)
    .values({
      patient_id: patientId,
      order_status_id: ORDER_STATE_ID.awaiting_review,
      total: "199.00",
      vat: "0.00",
      total_due: "199.00",
      delivery_method: "delivery",
      completed_at: opts.completedAt ?? new Date(),
      ...(opts.date ? { date: opts.date } : {}),
    })
    .returning();
  await db.insert(orderLine).values({
    order_id: order!.order_id,
    product_id: opts.productId ?? 2,
    unit_price: "199.00",
    item_description: "2.5mg",
  });
  return order!;
}

export async function patientRow(db: Db, id: number) {
  const [row] = await db.select().from(patients).where(eq(patients.patient_id, id));
  return row!;
}
