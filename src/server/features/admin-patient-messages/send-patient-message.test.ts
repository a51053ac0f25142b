import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, messages, patients } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { mailTo, signedInEmployee, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-24T09:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await signedInEmployee(t, "staff");
});
afterAll(() => t?.close());

const SECRET = "Your blood test shows raised liver enzymes";

describe("POST /api/admin/patients/:id/messages", () => {
  it("posts the pharmacy's reply in the patient's thread, audited, and e-mails only that a message is waiting", async () => {
    const patient = await signedInPatient(t);
    const res = await staff.post(`/api/admin/patients/${patient.patient.patient_id}/messages`, { body: SECRET });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: {
        id: expect.any(Number),
        from: "pharmacy",
        author: "Sam Staff",
        body: SECRET,
        consultationId: null,
        sentAt: NOW.toISOString(),
        readAt: null,
      },
    });
    const thread = await (await patient.api.account.messages.$get({ query: {} })).json();
    expect(thread.messages.map((m) => [m.author, m.body])).toEqual([["Sam Staff", SECRET]]);

    const mail = await mailTo(t.db, patient.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.type).toBe("message_waiting");
    expect(mail[0]!.subject).toBe("New message from The Village Pharmacy");
    expect(mail[0]!.text).toContain("Read your messages: http://localhost:3000/account/messages");
    for (const part of [mail[0]!.subject, mail[0]!.text, mail[0]!.html]) {
      expect(part).not.toContain("liver");
      expect(part).not.toContain("Mounjaro");
    }
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "message.send"), eq(auditLog.target_id, String(patient.patient.patient_id))));
    expect(audit).toHaveLength(1);
  });

  it("e-mails once for a run of unread messages, and again once the patient has read them", async () => {
    const patient = await signedInPatient(t);
    const path = `/api/admin/patients/${patient.patient.patient_id}/messages`;
    await staff.post(path, { body: "First" });
    await staff.post(path, { body: "Second" });
    expect(await mailTo(t.db, patient.email)).toHaveLength(1);
    await patient.get("/api/account/messages");
    await staff.post(path, { body: "Third" });
    expect((await mailTo(t.db, patient.email)).map((m) => m.subject)).toEqual([
      "New message from The Village Pharmacy",
      "New message from The Village Pharmacy",
    ]);
  });

  it("refuses an empty message and one over 5000 characters, and an unknown or archived patient", async () => {
    const patient = await signedInPatient(t);
    const path = `/api/admin/patients/${patient.patient.patient_id}/messages`;
    for (const [body, message] of [
      ["", "Enter a message"],
      ["x".repeat(5001), "Your message must be at most 5000 characters"],
    ] as const) {
      const res = await staff.post(path, { body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message, code: "invalid_input", fields: { body: message } });
    }
    expect((await staff.post("/api/admin/patients/99999999/messages", { body: "Hello" })).status).toBe(404);
    expect((await staff.post("/api/admin/patients/abc/messages", { body: "Hello" })).status).toBe(404);
    await t.db.update(patients).set({ archived_at: NOW }).where(eq(patients.patient_id, patient.patient.patient_id));
    expect((await staff.post(path, { body: "Hello" })).status).toBe(404);
    expect(await t.db.select().from(messages).where(eq(messages.patient_id, patient.patient.patient_id))).toHaveLength(
      0,
    );
  });

  it("is for staff only", async () => {
    const patient = await signedInPatient(t);
    const res = await patient.post(`/api/admin/patients/${patient.patient.patient_id}/messages`, {
      body: "Hello from me",
    });
    expect(res.status).toBe(403);
    expect(
      (await t.client().post(`/api/admin/patients/${patient.patient.patient_id}/messages`, { body: "Hello" })).status,
    ).toBe(401);
  });
});
