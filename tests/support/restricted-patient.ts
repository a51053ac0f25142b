/**
 * A patient with a row in every table that can hold something about them, all dated on one
 * day (`at`), for the erasure at the end of retention (decision 079); restricted the way the
 * back office does it, by completing their deletion request.
 */
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "@/server/db/client";
import {
  adviceAcknowledgements,
  auditLog,
  checkins,
  consultations,
  deletionRequests,
  dispensingSteps,
  emailOutbox,
  employees,
  gpLetters,
  identityChecks,
  measurements,
  messages,
  orderEvents,
  orders,
  patientFiles,
  patientHistory,
  paymentCheckouts,
  paymentEvents,
  payments,
  pomRegister,
  pomRegisterNotes,
  refundRequests,
  refundSettlements,
  refunds,
  selfReportedWeights,
  sideEffectReports,
} from "@/server/db/schema";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { NO_SIDE_EFFECTS } from "@/shared/domain/clinical/side-effects";
import { insertDispensaryRecords } from "./dispensary-records";
import { insertOrderInState, insertPatientWithAccount } from "./order-fixtures";
import type { TestClient } from "./test-app";

/** A supplied (collected) order and everything the treatment leaves behind, dated `at`. */
export async function patientWithRecords(db: Db, at: Date) {
  const day = at.toISOString().slice(0, 10);
  const patient = await insertPatientWithAccount(db);
  const id = patient.patient_id;
  const order = await insertOrderInState(db, id, "collected", { at, method: "pickup" });
  await db.update(orders).set({ created_at: at, updated_at: at }).where(eq(orders.order_id, order.order_id));
  await db
    .update(patientHistory)
    .set({ order_id: order.order_id, date_completed: day, created_at: at, updated_at: at })
    .where(eq(patientHistory.patient_id, id));
  const [consultation] = await db.select().from(consultations).where(eq(consultations.order_id, order.order_id));
  const [staff] = await db.select().from(employees).orderBy(asc(employees.employee_id)).limit(1);
  const by = { recorded_by_employee_id: staff!.employee_id, recorded_by_name: "Priya Shah" };

  await db.insert(orderEvents).values([
    {
      order_id: order.order_id,
      from_status_id: ORDER_STATE_ID.awaiting_review,
      to_status_id: ORDER_STATE_ID.awaiting_payment,
      actor_kind: "staff",
      created_at: at,
    },
    {
      order_id: order.order_id,
      from_status_id: ORDER_STATE_ID.ready_to_collect,
      to_status_id: ORDER_STATE_ID.collected,
      actor_kind: "staff",
      created_at: at,
    },
  ]);
  // Its payment is the order fixture's (every paid state has one).
  await db.insert(identityChecks).values({
    patient_id: id,
    method: "live_video_document",
    name_matches: true,
    dob_matches: true,
    outcome: "verified",
    ...by,
    created_at: at,
  });
  await db.insert(measurements).values({
    patient_id: id,
    method: "live_video",
    weight_kg: 100,
    height_cm: 170,
    bmi: 34.6,
    measured_on: day,
    order_id: order.order_id,
    ...by,
    created_at: at,
  });
  await db.insert(patientFiles).values({
    patient_id: id,
    kind: "gp_record",
    file_name: "gp.pdf",
    content_type: "application/pdf",
    size_bytes: 3,
    sha256: "b".repeat(64),
    data: Buffer.from([1, 2, 3]),
    uploaded_by_employee_id: staff!.employee_id,
    uploaded_by_name: "Priya Shah",
    created_at: at,
  });
  await db.insert(gpLetters).values({
    consultation_id: consultation!.consultation_id,
    patient_id: id,
    status: "sent",
    sent_channel: "post",
    sent_at: at,
    sent_by_name: "Priya Shah",
    created_at: at,
    updated_at: at,
  });
  const [message] = await db
    .insert(messages)
    .values({
      patient_id: id,
      sender: "pharmacy",
      sender_name: "Priya Shah",
      body: "How are you getting on?",
      consultation_id: consultation!.consultation_id,
      created_at: at,
    })
    .returning();
  await db
    .insert(sideEffectReports)
    .values({ patient_id: id, symptoms: NO_SIDE_EFFECTS, red_flags: [], is_red_flag: false, created_at: at });
  await db
    .insert(adviceAcknowledgements)
    .values({ patient_id: id, order_id: order.order_id, kind: "contraception", created_at: at });
  // The money (decisions 100, 101 and 109): a card checkout, the provider's event, a refund, its settlement and its request.
  const [payment] = await db.select().from(payments).where(eq(payments.order_id, order.order_id));
  await db.insert(paymentCheckouts).values({
    order_id: order.order_id,
    provider: "stripe",
    session_id: `cs_erase_${order.order_id}`,
    url: "https://checkout.stripe.com/c/pay/cs_erase",
    amount: "199.00",
    currency: "GBP",
    expires_at: at,
    created_at: at,
  });
  await db.insert(paymentEvents).values({
    provider: "stripe",
    event_id: `evt_erase_${order.order_id}`,
    type: "checkout.session.completed",
    order_id: order.order_id,
    outcome: "not_awaiting_payment",
    created_at: at,
  });
  const [refund] = await db
    .insert(refunds)
    .values({
      order_id: order.order_id,
      payment_id: payment!.payment_id,
      provider: "manual",
      amount: "1.00",
      method: "cash",
      reference: "TILL-1",
      requested_by_name: "Priya Shah",
      created_at: at,
    })
    .returning();
  await db
    .insert(refundSettlements)
    .values({ refund_id: refund!.refund_id, order_id: order.order_id, outcome: "succeeded", created_at: at });
  await db.insert(refundRequests).values({
    order_id: order.order_id,
    request_key: "0c8f2b1e-5a4d-4c3b-9e7f-1a2b3c4d5e6f",
    created_at: at,
  });
  await db.insert(checkins).values({
    order_id: order.order_id,
    patient_id: id,
    weight_kg: 96,
    weighed_on: day,
    injections_taken: 4,
    last_injection_on: day,
    side_effects: NO_SIDE_EFFECTS,
    gap_days: 7,
    created_at: at,
  });
  await db.insert(selfReportedWeights).values({ patient_id: id, weight_kg: 95, weighed_on: day, created_at: at });
  // The dispensing's steps (decision 095), a recall notice and an incident naming the order (decision 098).
  const notice = await insertDispensaryRecords(db, {
    patientId: id,
    orderId: order.order_id,
    employeeId: staff!.employee_id,
    at,
  });
  // The supply's register entry names the accuracy check that made it; a note says the pack came back (decision 125).
  const [check] = await db
    .select()
    .from(dispensingSteps)
    .where(and(eq(dispensingSteps.order_id, order.order_id), eq(dispensingSteps.step, "accuracy_check")));
  const [entry] = await db
    .insert(pomRegister)
    .values({
      order_id: order.order_id,
      entry_date: day,
      medicine_name: "Mounjaro",
      strength: "2.5 mg",
      quantity: 1,
      prescriber_name: "Priya Shah",
      prescriber_address: "1 Pharmacy Street",
      patient_name: "Ada Lovelace",
      patient_address: "1 High Street",
      prescription_date: day,
      batch_number: "B1",
      expiry_date: "2030-01-01",
      entered_by_user_id: "staff",
      entered_by_name: "Priya Shah",
      accuracy_step_id: check!.step_id,
      created_at: at,
    })
    .returning();
  await db.insert(pomRegisterNotes).values({
    entry_id: entry!.entry_id,
    order_id: order.order_id,
    kind: "return",
    note: "Returned by patient. The pack (batch B1) is quarantined for destruction, never supplied again.",
    entered_by_user_id: "staff",
    entered_by_name: "Priya Shah",
    created_at: at,
  });
  // What the outbox keeps of them: the staff's notice of the order, the message's notice.
  const mail = (to: string, dedupe_key: string) => ({
    type: "admin_notification",
    to_address: to,
    subject: "s",
    html: "h",
    text: "t",
    dedupe_key,
    status: "sent",
  });
  await db
    .insert(emailOutbox)
    .values([
      mail("pharmacy@test.local", `order-staff:${order.order_id}:pharmacy@test.local`),
      mail(patient.email!, `message-waiting:${message!.message_id}`),
      mail(patient.email!, `recall-notice:${notice!.message_id}`),
    ]);
  // Staff's reads of the record, and the patient's own download of their data.
  await db.insert(auditLog).values([
    {
      actor_user_id: "staff-user",
      actor_email: "admin@test.local",
      action: "patient.view",
      target_type: "patient",
      target_id: String(id),
    },
    {
      actor_user_id: "staff-user",
      actor_email: "admin@test.local",
      action: "consultation.view",
      target_type: "consultation",
      target_id: String(consultation!.consultation_id),
    },
    {
      actor_user_id: patient.user_id,
      actor_email: patient.email,
      action: "patient.export",
      target_type: "patient",
      target_id: String(id),
    },
  ]);
  return { patient, order, consultation: consultation! };
}

/** Asks for the patient's account to be deleted (as the account does) and has `staff` complete it: archived, restricted. */
export async function restrict(
  db: Db,
  staff: TestClient,
  patient: { patient_id: number; user_id: string | null; email: string | null },
  requestedAt = new Date(),
) {
  const [request] = await db
    .insert(deletionRequests)
    .values({
      user_id: patient.user_id,
      patient_id: patient.patient_id,
      email: patient.email!,
      requested_at: requestedAt,
    })
    .returning();
  await db.insert(auditLog).values({
    actor_user_id: patient.user_id,
    actor_email: patient.email,
    action: "account.deletion_request",
    target_type: "deletion_request",
    target_id: String(request!.request_id),
  });
  const res = await staff.post(`/api/admin/deletion-requests/${request!.request_id}/complete`, {});
  expect(await res.json()).toEqual({ requestId: request!.request_id, recordsKept: true });
  return request!;
}
