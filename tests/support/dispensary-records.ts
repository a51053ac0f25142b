/** The dispensary's records of a dispensed order (decisions 095, 098), for the retention and erasure tests. */
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import {
  dispensingSteps,
  incidents,
  messages,
  prescriptions,
  recallNotices,
  rpLog,
  stockMovements,
  stockWishes,
} from "@/server/db/schema";

/** The RP's shift, the three steps and the label print, a recall notice in the thread, an incident, the pack's stock movements and a stock wish; answers the notice's message. */
export async function insertDispensaryRecords(
  db: Db,
  o: { patientId: number; orderId: number; employeeId: number; at: Date },
) {
  const [rx] = await db.select().from(prescriptions).where(eq(prescriptions.order_id, o.orderId));
  const [rp] = await db
    .insert(rpLog)
    .values({ employee_id: o.employeeId, name: "Priya Shah", gphc_number: "2000000", signed_in_at: o.at })
    .returning();
  await db
    .update(rpLog)
    .set({ signed_out_at: o.at, signed_out_by_name: "Priya Shah" })
    .where(eq(rpLog.rp_log_id, rp!.rp_log_id));
  const step = {
    order_id: o.orderId,
    employee_id: o.employeeId,
    employee_name: "Priya Shah",
    created_at: o.at,
  };
  await db.insert(dispensingSteps).values({
    ...step,
    step: "clinical_check",
    rp_log_id: rp!.rp_log_id,
    rp_name: "Priya Shah",
    decision_id: rx!.decision_id,
  });
  const [assembly] = await db
    .insert(dispensingSteps)
    .values({ ...step, step: "assembly", product_id: 2, batch_number: "B1", expiry_date: "2030-01-01", scanned: false })
    .returning();
  await db.insert(dispensingSteps).values([
    { ...step, step: "label_print", assembly_step_id: assembly!.step_id },
    { ...step, step: "accuracy_check", assembly_step_id: assembly!.step_id, lone_working: true },
  ]);
  const [notice] = await db
    .insert(messages)
    .values({
      patient_id: o.patientId,
      sender: "pharmacy",
      sender_name: "Priya Shah",
      body: "About your order",
      created_at: o.at,
    })
    .returning();
  await db.insert(recallNotices).values({
    batch_number: "B1",
    order_id: o.orderId,
    patient_id: o.patientId,
    message_id: notice!.message_id,
    sent_by_employee_id: o.employeeId,
    sent_by_name: "Priya Shah",
    created_at: o.at,
  });
  await db.insert(incidents).values({
    kind: "near_miss",
    category: "wrong_strength",
    order_id: o.orderId,
    what_happened: "The wrong strength was picked and caught at the accuracy check.",
    learning: "Strengths are shelved apart.",
    reported_by_employee_id: o.employeeId,
    reported_by_name: "Priya Shah",
    created_at: o.at,
  });
  // Decision 124: a wish to be told of a strength back in stock, and the pack B1 leaving stock for the order.
  await db.insert(stockWishes).values({ patient_id: o.patientId, product_id: 3, created_at: o.at });
  const pack = { product_id: 2, batch_number: "B1", expiry_date: "2030-01-01", recorded_at: o.at };
  const by = { ...pack, recorded_by_name: "Priya Shah", quantity: 1 };
  await db.insert(stockMovements).values([
    { ...by, kind: "received", to_place: "stock", supplier: "Alliance Healthcare", invoice_reference: "I-1" },
    { ...by, kind: "assembled", from_place: "stock", to_place: "assembled", order_id: o.orderId },
    { ...by, kind: "supplied", from_place: "assembled", order_id: o.orderId },
  ]);
  return notice!;
}
