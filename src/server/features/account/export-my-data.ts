/**
 * UK GDPR right of access: everything the pharmacy holds about the signed-in patient, as one
 * JSON document. Every table that holds a patient's data is read, the clinical ones included
 * (decision 066); evidence files are listed without their content, which staff can provide on
 * request. The export is audited like any read of a patient record (decision 019).
 */
import { desc, eq, inArray } from "drizzle-orm";
import { answerFromStored, answerLabel, EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import type { Ctx } from "../../deps";
import * as s from "../../db/schema";

/**
 * Each questionnaire's answers in words, beside the stored row: a question never answered reads
 * "Not answered", never "No" (decision 082).
 */
function answersInWords(h: typeof s.patientHistory.$inferSelect) {
  return {
    patient_history_id: h.patient_history_id,
    answers: [...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q) => {
      const a = answerFromStored(h[q.column]);
      return { question: q.question, answer: answerLabel(a.answer), details: a.details };
    }),
    diabetic: answerLabel(h.is_diabetic),
  };
}

export async function exportMyData({ db, now, actor }: Ctx) {
  const [userRow] = await db
    .select({ id: s.user.id, email: s.user.email, emailVerified: s.user.emailVerified, createdAt: s.user.createdAt })
    .from(s.user)
    .where(eq(s.user.id, actor.userId));
  const [patient] = await db.select().from(s.patients).where(eq(s.patients.user_id, actor.userId));
  const pid = patient?.patient_id ?? -1;
  const orders = await db.select().from(s.orders).where(eq(s.orders.patient_id, pid)).orderBy(s.orders.order_id);
  const orderIds = orders.map((o) => o.order_id);
  const ofOrders = <T>(rows: () => Promise<T[]>) => (orderIds.length ? rows() : Promise.resolve([] as T[]));
  const consultations = await db.select().from(s.consultations).where(eq(s.consultations.patient_id, pid));
  const consultationIds = consultations.map((c) => c.consultation_id);

  const questionnaires = await db
    .select()
    .from(s.patientHistory)
    .where(eq(s.patientHistory.patient_id, pid))
    .orderBy(s.patientHistory.patient_history_id);

  const data = {
    exportedAt: now.toISOString(),
    account: userRow ?? null,
    patient: patient ?? null,
    questionnaires,
    questionnaireAnswers: questionnaires.map(answersInWords),
    orders,
    orderLines: await ofOrders(() => db.select().from(s.orderLine).where(inArray(s.orderLine.order_id, orderIds))),
    orderEvents: await ofOrders(() => db.select().from(s.orderEvents).where(inArray(s.orderEvents.order_id, orderIds))),
    payments: await ofOrders(() => db.select().from(s.payments).where(inArray(s.payments.order_id, orderIds))),
    refunds: await ofOrders(() => db.select().from(s.refunds).where(inArray(s.refunds.order_id, orderIds))),
    pomRegister: await ofOrders(() => db.select().from(s.pomRegister).where(inArray(s.pomRegister.order_id, orderIds))),
    // Decision 125: what was added to an entry since (a return).
    pomRegisterNotes: await ofOrders(() =>
      db.select().from(s.pomRegisterNotes).where(inArray(s.pomRegisterNotes.order_id, orderIds)),
    ),
    // Decisions 095 and 098: who checked, assembled and released each pen, and the recall notices sent.
    dispensingSteps: await ofOrders(() =>
      db.select().from(s.dispensingSteps).where(inArray(s.dispensingSteps.order_id, orderIds)),
    ),
    recallNotices: await db.select().from(s.recallNotices).where(eq(s.recallNotices.patient_id, pid)),
    consultations,
    decisions: consultationIds.length
      ? await db
          .select()
          .from(s.prescribingDecisions)
          .where(inArray(s.prescribingDecisions.consultation_id, consultationIds))
      : [],
    prescriptions: await db.select().from(s.prescriptions).where(eq(s.prescriptions.patient_id, pid)),
    gpLetters: await db.select().from(s.gpLetters).where(eq(s.gpLetters.patient_id, pid)),
    identityChecks: await db.select().from(s.identityChecks).where(eq(s.identityChecks.patient_id, pid)),
    measurements: await db.select().from(s.measurements).where(eq(s.measurements.patient_id, pid)),
    files: await db
      .select({
        file_id: s.patientFiles.file_id,
        kind: s.patientFiles.kind,
        file_name: s.patientFiles.file_name,
        content_type: s.patientFiles.content_type,
        size_bytes: s.patientFiles.size_bytes,
        created_at: s.patientFiles.created_at,
        erased_at: s.patientFiles.erased_at,
      })
      .from(s.patientFiles)
      .where(eq(s.patientFiles.patient_id, pid)),
    checkins: await db.select().from(s.checkins).where(eq(s.checkins.patient_id, pid)),
    selfReportedWeights: await db.select().from(s.selfReportedWeights).where(eq(s.selfReportedWeights.patient_id, pid)),
    messages: await db.select().from(s.messages).where(eq(s.messages.patient_id, pid)).orderBy(s.messages.message_id),
    sideEffectReports: await db.select().from(s.sideEffectReports).where(eq(s.sideEffectReports.patient_id, pid)),
    adviceAcknowledgements: await db
      .select()
      .from(s.adviceAcknowledgements)
      .where(eq(s.adviceAcknowledgements.patient_id, pid)),
    // Decision 124: the strengths they asked to be told about when back in stock.
    stockWishes: await db.select().from(s.stockWishes).where(eq(s.stockWishes.patient_id, pid)),
    emailsSent: await db
      .select({
        type: s.emailOutbox.type,
        subject: s.emailOutbox.subject,
        text: s.emailOutbox.text,
        status: s.emailOutbox.status,
        created_at: s.emailOutbox.created_at,
        sent_at: s.emailOutbox.sent_at,
      })
      .from(s.emailOutbox)
      .where(eq(s.emailOutbox.to_address, actor.email))
      .orderBy(s.emailOutbox.id),
    deletionRequests: await db
      .select({
        requested_at: s.deletionRequests.requested_at,
        status: s.deletionRequests.status,
        handled_at: s.deletionRequests.handled_at,
      })
      .from(s.deletionRequests)
      .where(eq(s.deletionRequests.user_id, actor.userId))
      .orderBy(desc(s.deletionRequests.request_id)),
  };
  await db.insert(s.auditLog).values({
    actor_user_id: actor.userId,
    actor_email: actor.email,
    action: "patient.export",
    target_type: "patient",
    target_id: String(patient?.patient_id ?? actor.userId),
  });
  return data;
}
