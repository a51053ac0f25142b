import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, messages, orderEvents } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { postPharmacyMessage } from "@/server/lib/people/patient-messages";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { insertOrderInState, signedInPatient } from "../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-24T09:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
});
afterAll(() => t?.close());

/** What a prescriber's "Request information" leaves: the question in the thread, with its consultation. */
async function askQuestion(patientId: number) {
  const order = await insertOrderInState(t.db, patientId, "info_requested", { at: NOW });
  const [consultation] = await t.db.select().from(consultations).where(eq(consultations.order_id, order.order_id));
  await postPharmacyMessage(t.db, {
    patientId,
    body: "Please tell us which medicines you take for your blood pressure.",
    sender: { userId: "prescriber", name: "Priya Shah" },
    consultationId: consultation!.consultation_id,
    now: NOW,
  });
  return { order, consultation: consultation! };
}

describe("POST /api/account/messages", () => {
  it("sends the patient's message to the pharmacy", async () => {
    const patient = await signedInPatient(t);
    const res = await patient.api.account.messages.$post({ json: { body: "  When will my pen arrive?  " } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: {
        id: expect.any(Number),
        from: "you",
        author: "You",
        body: "When will my pen arrive?",
        sentAt: NOW.toISOString(),
        readAt: null,
      },
      answeredQuestion: false,
    });
    const [row] = await t.db.select().from(messages).where(eq(messages.patient_id, patient.patient.patient_id));
    expect(row).toMatchObject({
      sender: "patient",
      sender_name: "Grace Hopper",
      body: "When will my pen arrive?",
      consultation_id: null,
      read_at: null,
    });
  });

  it("refuses an empty message and one over 5000 characters, with the field's message", async () => {
    const patient = await signedInPatient(t);
    const cases: Array<[unknown, string]> = [
      [{ body: "" }, "Enter a message"],
      [{ body: "   \n  " }, "Enter a message"],
      [{}, "Enter a message"],
      [{ body: "x".repeat(5001) }, "Your message must be at most 5000 characters"],
      [{ body: "bell \u0007" }, "Your message must not contain control characters"],
    ];
    for (const [body, message] of cases) {
      const res = await patient.post("/api/account/messages", body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect((await errorBody(res)).fields?.body).toBe(message);
    }
    expect((await patient.post("/api/account/messages", { body: "x".repeat(5000) })).status, "5000 characters").toBe(
      201,
    );
    expect(await t.db.select().from(messages).where(eq(messages.patient_id, patient.patient.patient_id))).toHaveLength(
      1,
    );
  });

  it("refuses the 21st message within an hour, and takes messages again once the hour has passed", async () => {
    const patient = await signedInPatient(t);
    for (let i = 1; i <= 20; i++)
      expect((await patient.post("/api/account/messages", { body: `Message ${i}` })).status).toBe(201);
    const res = await patient.api.account.messages.$post({ json: { body: "Message 21" } });
    expect(res.status).toBe(429);
    expect(await errorBody(res)).toEqual({ error: "Too many messages, please try again later", code: "rate_limited" });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await t.db.select().from(messages).where(eq(messages.patient_id, patient.patient.patient_id))).toHaveLength(
      20,
    );
    // Another patient is not held back by this one's limit.
    expect((await (await signedInPatient(t)).post("/api/account/messages", { body: "Hello" })).status).toBe(201);
    t.deps.clock.shiftDays(1);
    try {
      expect((await patient.post("/api/account/messages", { body: "A day later" })).status).toBe(201);
    } finally {
      t.deps.clock.reset();
    }
  });

  it("answers 404 to an account without a patient record", async () => {
    const account = await t.patient();
    const res = await account.post("/api/account/messages", { body: "Hello" });
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toEqual({ error: "We have no record of a treatment for you yet.", code: "not_found" });
  });

  it("answers a prescriber's question: the consultation and the order return to the queue, due 24 hours later, in one go", async () => {
    const patient = await signedInPatient(t);
    const { order, consultation } = await askQuestion(patient.patient.patient_id);
    // A reminder from staff after the question does not hide it.
    await postPharmacyMessage(t.db, {
      patientId: patient.patient.patient_id,
      body: "Just a reminder about our question.",
      sender: { userId: "staff", name: "Sam Staff" },
      now: NOW,
    });

    const res = await patient.api.account.messages.$post({ json: { body: "Amlodipine 5 mg each morning." } });
    expect(res.status).toBe(201);
    expect((await res.json()).answeredQuestion).toBe(true);

    const [after] = await t.db
      .select()
      .from(consultations)
      .where(eq(consultations.consultation_id, consultation.consultation_id));
    expect(after).toMatchObject({ status: "awaiting_review", due_at: new Date(NOW.getTime() + 24 * 3600 * 1000) });
    expect(await stateOf(t.db, order.order_id)).toBe("awaiting_review");
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.order_id));
    expect(events.map((e) => [e.from_status_id, e.to_status_id, e.actor_kind, e.actor_name])).toEqual([
      [ORDER_STATE_ID.info_requested, ORDER_STATE_ID.awaiting_review, "patient", "Grace Hopper"],
    ]);
    const [reply] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.patient_id, patient.patient.patient_id), eq(messages.sender, "patient")));
    expect(reply!.consultation_id).toBe(consultation.consultation_id);

    // A second message is just a message: the consultation already waits for the prescriber.
    const second = await patient.api.account.messages.$post({ json: { body: "Also, I take vitamin D." } });
    expect((await second.json()).answeredQuestion).toBe(false);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.order_id))).toHaveLength(1);
  });

  it("returns nothing to the queue when no question waits", async () => {
    const patient = await signedInPatient(t);
    const order = await insertOrderInState(t.db, patient.patient.patient_id, "awaiting_review", { at: NOW });
    await postPharmacyMessage(t.db, {
      patientId: patient.patient.patient_id,
      body: "Thanks for your order.",
      sender: { userId: "staff", name: "Sam Staff" },
      now: NOW,
    });
    const res = await patient.api.account.messages.$post({ json: { body: "Thank you!" } });
    expect((await res.json()).answeredQuestion).toBe(false);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.order_id))).toHaveLength(0);
  });
});
