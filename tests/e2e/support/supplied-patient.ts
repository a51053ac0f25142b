/**
 * Test-only: a signed-up account becomes a patient part-way through treatment, whose last pen
 * (of a given dose) was dispatched some days before the server's clock and has since arrived,
 * with what the prescriber's approval and the dispatch left behind. The re-order journeys
 * start here instead of walking every earlier step, and without moving the shared clock.
 * Mounted only by the journeys' server (./server.ts).
 */
import { zValidator } from "@hono/zod-validator";
import { and, asc, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import {
  consultations,
  employees,
  orderEvents,
  orderLine,
  orders,
  patientHistory,
  patients,
  prescribingDecisions,
  prescriptions,
  products,
  signingKeys,
  user,
} from "../../../src/server/db/schema";
import { sealedKeyOf, signPrescription } from "../../../src/server/lib/prescribing/prescription-signing";
import type { PrescriptionSigner } from "../../../src/server/lib/prescribing/signing-keys";
import { E2E_SIGNING_PIN } from "./staff";
import type { Tx } from "../../../src/server/db/client";
import type { AppDeps } from "../../../src/server/deps";
import { DAY_MS, isoToday } from "../../../src/shared/domain/dates";
import { mgFromName } from "../../../src/shared/domain/treatment/dose-ladder";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "../../../src/shared/domain/clinical/exclusions";
import { ORDER_STATE_ID } from "../../../src/shared/domain/orders/order-lifecycle";
import { type suppliedPatientAnswer, suppliedPatientBody } from "./fixture-bodies";

type Product = typeof products.$inferSelect;

/** A pen of `product` ordered, dispatched `at` and delivered the next day: the order, its line and its two moves. */
export async function insertDeliveredOrder(
  tx: Tx,
  patientId: number,
  product: Product,
  at: Date,
  dispatch: Partial<Pick<typeof orders.$inferInsert, "courier" | "tracking_number">> = {},
) {
  const [order] = await tx
    .insert(orders)
    .values({
      patient_id: patientId,
      order_status_id: ORDER_STATE_ID.delivered,
      date: isoToday(at),
      total: product.price,
      total_due: product.price,
      delivery_method: "delivery",
      ship_addr1: "1 High Street",
      ship_addr3: "Oxford",
      ship_postcode: "OX1 1AA",
      product_name: product.name,
      completed_at: at,
      ...dispatch,
      created_at: at,
      updated_at: at,
    })
    .returning();
  const id = order!.order_id;
  await tx.insert(orderLine).values({
    order_id: id,
    product_id: product.product_id,
    unit_price: product.price,
    item_description: product.name,
  });
  await tx.insert(orderEvents).values([
    {
      order_id: id,
      from_status_id: ORDER_STATE_ID.dispensed,
      to_status_id: ORDER_STATE_ID.dispatched,
      actor_kind: "staff",
      actor_name: "E2E Pharmacist",
      created_at: at,
    },
    {
      order_id: id,
      from_status_id: ORDER_STATE_ID.dispatched,
      to_status_id: ORDER_STATE_ID.delivered,
      actor_kind: "patient",
      created_at: new Date(at.getTime() + DAY_MS),
    },
  ]);
  return id;
}

/** The patient of `email`'s account, with their first pen (of `mg`, 5 by default) supplied `at`. */
export async function insertSuppliedPatient(
  tx: Tx,
  body: { email: string; mg?: number },
  at: Date,
  signing: PrescriptionSigner,
) {
  const [account] = await tx.select().from(user).where(eq(user.email, body.email));
  const doses = await tx.select().from(products).orderBy(asc(products.product_id));
  const product = doses.find((p) => mgFromName(p.name) === (body.mg ?? 5));
  const [prescriber] = await tx.select().from(employees).orderBy(asc(employees.employee_id)).limit(1);
  if (!account || !product || !prescriber) throw new Error("cannot make a supplied patient");
  const [patient] = await tx
    .insert(patients)
    .values({
      user_id: account.id,
      email: body.email,
      firstname: "Ada",
      lastname: "Lovelace",
      sex: 1,
      date_of_birth: "1985-06-15",
      address1: "1 High Street",
      address3: "Oxford",
      postcode: "OX1 1AA",
    })
    .returning();
  const id = await insertDeliveredOrder(tx, patient!.patient_id, product, at, {
    courier: "Royal Mail",
    tracking_number: "AB123456789GB",
  });
  await tx.insert(patientHistory).values({
    patient_id: patient!.patient_id,
    order_id: id,
    height: 170,
    weight: 100,
    bmi: 34.6,
    // The first order's questionnaire, answered "no" throughout (nothing defaults to it: decision 082).
    ...Object.fromEntries([...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q) => [q.column, "no"])),
    is_diabetic: false,
    date_completed: isoToday(at),
  });
  const [consultation] = await tx
    .insert(consultations)
    .values({
      order_id: id,
      patient_id: patient!.patient_id,
      kind: "initial",
      status: "approved",
      requested_product_id: product.product_id,
      opened_at: at,
      due_at: new Date(at.getTime() + DAY_MS),
      decided_at: at,
    })
    .returning();
  const strength = `${mgFromName(product.name)} mg`;
  const [decision] = await tx
    .insert(prescribingDecisions)
    .values({
      consultation_id: consultation!.consultation_id,
      outcome: "approved",
      prescriber_employee_id: prescriber.employee_id,
      prescriber_name: prescriber.name ?? "Prescriber",
      // The journeys' prescribers are pharmacists on the GPhC's register (decision 119).
      prescriber_regulator: "GPhC",
      prescriber_number: prescriber.gphc_number ?? "2000000",
      reasoning: "Identity and BMI verified on a live video consultation.",
      product_id: product.product_id,
      quantity: 1,
      directions: `Inject ${strength} once a week`,
      contact_method: "live_video",
      created_at: at,
    })
    .returning();
  const [rx] = await tx
    .insert(prescriptions)
    .values({
      decision_id: decision!.decision_id,
      consultation_id: consultation!.consultation_id,
      order_id: id,
      patient_id: patient!.patient_id,
      product_id: product.product_id,
      medicine_name: "Mounjaro",
      strength,
      quantity: 1,
      directions: decision!.directions!,
      prescriber_name: decision!.prescriber_name,
      prescriber_regulator: decision!.prescriber_regulator,
      prescriber_number: decision!.prescriber_number,
      issued_on: isoToday(at),
      valid_until: isoToday(new Date(at.getTime() + 182 * DAY_MS)),
      patient_name: "Ada Lovelace",
      patient_date_of_birth: "1985-06-15",
      patient_address: "1 High Street\nOxford\nOX1 1AA",
      practice_address: "14 Church Street",
      created_at: at,
    })
    .returning();
  // Signed by its prescriber, as "Sign and approve" signs (decision 118), with the journeys' PIN.
  const [key] = await tx
    .select()
    .from(signingKeys)
    .where(and(eq(signingKeys.employee_id, prescriber.employee_id), isNull(signingKeys.retired_at)));
  const privateKey = await signing.unlock(sealedKeyOf(key!), E2E_SIGNING_PIN);
  await signPrescription(
    tx,
    rx!,
    { signingKeyId: key!.signing_key_id, privateKey: privateKey! },
    { name: decision!.prescriber_name, regulator: decision!.prescriber_regulator, number: decision!.prescriber_number },
    at,
  );
  return { orderId: id, patientId: patient!.patient_id, prescriber };
}

export function suppliedPatientRoutes(deps: AppDeps) {
  return new Hono().post("/patients/supplied", zValidator("json", suppliedPatientBody), async (c) => {
    const body = c.req.valid("json");
    const now = deps.now();
    const at = new Date(now.getTime() - body.daysAgo * DAY_MS);
    const { orderId, patientId } = await deps.database.db.transaction((tx) =>
      insertSuppliedPatient(tx, body, at, deps.signing),
    );
    const answer: z.input<typeof suppliedPatientAnswer> = { orderId, patientId, today: isoToday(now) };
    return c.json(answer);
  });
}
