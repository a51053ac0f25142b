import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { postPharmacyMessage } from "@/server/lib/people/patient-messages";
import { signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-24T09:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
});
afterAll(() => t?.close());

const threadOf = async (patient: TestClient, before?: number) =>
  (await patient.api.account.messages.$get({ query: before ? { before: String(before) } : {} })).json();

describe("GET /api/account/messages", () => {
  it("shows the patient's own thread, oldest first, and opening it marks the pharmacy's messages read", async () => {
    const patient = await signedInPatient(t);
    await patient.post("/api/account/messages", { body: "When will my pen arrive?" });
    await postPharmacyMessage(t.db, {
      patientId: patient.patient.patient_id,
      body: "It leaves tomorrow.",
      sender: { userId: "staff-user", name: "Sam Staff" },
      now: NOW,
    });

    const res = await patient.api.account.messages.$get({ query: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.hasOlder).toBe(false);
    expect(body.messages.map((m) => [m.from, m.author, m.body])).toEqual([
      ["you", "You", "When will my pen arrive?"],
      ["pharmacy", "Sam Staff", "It leaves tomorrow."],
    ]);
    // The staff member's account id never reaches the patient.
    expect(JSON.stringify(body)).not.toContain("staff-user");
    expect(body.messages[1]!.readAt).toBe(NOW.toISOString());
    const rows = await t.db.select().from(messages).where(eq(messages.patient_id, patient.patient.patient_id));
    expect(rows.find((m) => m.sender === "pharmacy")!.read_at).toEqual(NOW);
    // The patient's own message stays unread until staff open the thread.
    expect(rows.find((m) => m.sender === "patient")!.read_at).toBeNull();
  });

  it("shows another patient nothing of the thread, and answers 404 to another patient's message id", async () => {
    const a = await signedInPatient(t);
    const b = await signedInPatient(t);
    await a.post("/api/account/messages", { body: "A private question from A" });
    const [aMessage] = await t.db.select().from(messages).where(eq(messages.patient_id, a.patient.patient_id));

    const forB = await threadOf(b);
    expect(forB.messages).toEqual([]);
    const res = await b.get(`/api/account/messages?before=${aMessage!.message_id}`);
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toEqual({ error: "Message not found", code: "not_found" });
    expect((await b.get("/api/account/messages?before=99999999")).status).toBe(404);
    expect((await b.get("/api/account/messages?before=abc")).status).toBe(400);
  });

  it("pages the thread: the newest 50, then the older ones before a message", async () => {
    const patient = await signedInPatient(t);
    await t.db.insert(messages).values(
      Array.from({ length: 55 }, (_, i) => ({
        patient_id: patient.patient.patient_id,
        sender: i % 2 ? "pharmacy" : "patient",
        body: `Message ${i + 1}`,
        created_at: new Date(NOW.getTime() + i * 1000),
      })),
    );
    const first = await threadOf(patient);
    expect(first.hasOlder).toBe(true);
    expect(first.messages).toHaveLength(50);
    expect([first.messages[0]!.body, first.messages[49]!.body]).toEqual(["Message 6", "Message 55"]);
    const older = await threadOf(patient, first.messages[0]!.id);
    expect(older.hasOlder).toBe(false);
    expect(older.messages.map((m) => m.body)).toEqual([
      "Message 1",
      "Message 2",
      "Message 3",
      "Message 4",
      "Message 5",
    ]);
  });

  it("answers 404 to an account without a patient record", async () => {
    const account = await t.patient();
    expect((await account.get("/api/account/messages")).status).toBe(404);
  });
});
