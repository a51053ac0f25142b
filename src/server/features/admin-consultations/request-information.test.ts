import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, messages, patients, prescribingDecisions } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { approveBody, insertConsultation, recordEvidence } from "../../../../tests/support/consultation-fixtures";
import { insertOrderInState, mailTo, signedInPatient } from "../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import type { DecisionInput } from "@/shared/schemas/prescribing/consultations";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await t.employee();
});
afterAll(() => t?.close());

const QUESTION = "Which medicines do you take for your blood pressure, and at what dose?";
const decide = (id: number, json: DecisionInput) =>
  prescriber.api.admin.consultations[":id"].decision.$post({ param: { id: String(id) }, json });
const ask = (id: number) => decide(id, { outcome: "info_requested", question: QUESTION });

describe("requesting information (decision 077)", () => {
  it("posts the question to the patient's thread, waits for the answer, and leaves the patient's status as it was", async () => {
    const { consultation, order, patient } = await insertConsultation(t.db);
    const res = await ask(consultation.consultation_id);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({
      status: "info_requested",
      orderState: "info_requested",
      decision: { outcome: "info_requested", question: QUESTION, reasoning: null },
    });
    expect(
      (
        await t.db.select().from(consultations).where(eq(consultations.consultation_id, consultation.consultation_id))
      )[0],
    ).toMatchObject({ status: "info_requested", decided_at: null });
    expect(await stateOf(t.db, order.order_id)).toBe("info_requested");
    const thread = await t.db.select().from(messages).where(eq(messages.patient_id, patient.patient_id));
    expect(thread).toEqual([
      expect.objectContaining({
        sender: "pharmacy",
        sender_name: "Priya Shah",
        body: QUESTION,
        consultation_id: consultation.consultation_id,
        read_at: null,
      }),
    ]);
    // The answer names the message it posted (a field the route's type folds away into the approval's shape).
    expect(answer).toMatchObject({ messageId: thread[0]!.message_id });
    expect(
      (await t.db.select().from(patients).where(eq(patients.patient_id, patient.patient_id)))[0]!.patient_status_id,
    ).toBe(1);
  });

  it("e-mails that a message is waiting, never the question", async () => {
    const { consultation, order, patient } = await insertConsultation(t.db);
    await ask(consultation.consultation_id);
    const [mail] = (await mailTo(t.db, patient.email!)).filter((m) => m.type === "information_requested");
    expect(mail!.subject).toBe(`We need more information - Order #${order.order_id}`);
    expect(mail!.text).toContain("http://localhost:3000/account");
    for (const body of [mail!.text, mail!.html]) {
      expect(body).not.toContain("blood pressure");
      expect(body).not.toMatch(/mounjaro|mg/i);
    }
  });

  it("refuses a second question while the first waits, and lets the prescriber decide after it", async () => {
    const { consultation, patient } = await insertConsultation(t.db);
    await ask(consultation.consultation_id);
    const again = await ask(consultation.consultation_id);
    expect(again.status).toBe(409);
    await recordEvidence(t, prescriber, patient.patient_id);
    expect((await decide(consultation.consultation_id, approveBody())).status).toBe(200);
    const outcomes = await t.db
      .select({ outcome: prescribingDecisions.outcome })
      .from(prescribingDecisions)
      .where(eq(prescribingDecisions.consultation_id, consultation.consultation_id));
    expect(outcomes.map((o) => o.outcome)).toEqual(["info_requested", "approved"]);
  });

  it("puts the question on the patient's account as a task; the reply returns the consultation to the queue, due a day later", async () => {
    const patient = await signedInPatient(t);
    const order = await insertOrderInState(t.db, patient.patient.patient_id, "awaiting_review");
    const [consultation] = await t.db.select().from(consultations).where(eq(consultations.order_id, order.order_id));
    expect((await ask(consultation!.consultation_id)).status).toBe(200);

    const account = await (await patient.api.account.$get()).json();
    expect(account.currentOrder).toMatchObject({ nextStep: "answer_question", question: QUESTION });
    const thread = await (await patient.api.account.messages.$get({ query: {} })).json();
    expect(thread.messages).toEqual([expect.objectContaining({ from: "pharmacy", body: QUESTION })]);

    const reply = await patient.api.account.messages.$post({
      json: { body: "Amlodipine 5 mg once a day, for two years now." },
    });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ answeredQuestion: true });
    const [back] = await t.db
      .select()
      .from(consultations)
      .where(eq(consultations.consultation_id, consultation!.consultation_id));
    expect(back).toMatchObject({ status: "awaiting_review", due_at: new Date(NOW.getTime() + 24 * 3600 * 1000) });
    expect(await stateOf(t.db, order.order_id)).toBe("awaiting_review");
    expect(
      (await (await prescriber.api.admin.consultations.$get({ query: {} })).json()).consultations.map(
        (c) => c.consultationId,
      ),
    ).toContain(consultation!.consultation_id);
  });
});
