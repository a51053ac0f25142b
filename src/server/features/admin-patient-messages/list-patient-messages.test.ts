import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, messages } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-24T09:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
});
afterAll(() => t?.close());

describe("GET /api/admin/patients/:id/messages", () => {
  it("shows the thread, marks the patient's messages read, and audits the read", async () => {
    const patient = await signedInPatient(t);
    await patient.post("/api/account/messages", { body: "Can I take it with food?" });
    const res = await staff.api.admin.patients[":id"].messages.$get({
      param: { id: String(patient.patient.patient_id) },
      query: {},
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.messages.map((m) => [m.from, m.author, m.body, m.readAt])).toEqual([
      ["patient", "Grace Hopper", "Can I take it with food?", NOW.toISOString()],
    ]);
    const [row] = await t.db.select().from(messages).where(eq(messages.patient_id, patient.patient.patient_id));
    expect(row!.read_at).toEqual(NOW);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "messages.view"), eq(auditLog.target_id, String(patient.patient.patient_id))));
    expect(audit).toMatchObject([{ target_type: "messages", actor_email: "admin@test.local" }]);
  });

  it("answers 404 to a message id of another patient's thread, and to an unknown patient", async () => {
    const a = await signedInPatient(t);
    const b = await signedInPatient(t);
    await a.post("/api/account/messages", { body: "From A" });
    const [aMessage] = await t.db.select().from(messages).where(eq(messages.patient_id, a.patient.patient_id));
    expect(
      (await staff.get(`/api/admin/patients/${b.patient.patient_id}/messages?before=${aMessage!.message_id}`)).status,
    ).toBe(404);
    expect((await staff.get("/api/admin/patients/99999999/messages")).status).toBe(404);
  });

  it("is for staff only", async () => {
    const patient = await signedInPatient(t);
    expect((await patient.get(`/api/admin/patients/${patient.patient.patient_id}/messages`)).status).toBe(403);
    expect((await t.client().get(`/api/admin/patients/${patient.patient.patient_id}/messages`)).status).toBe(401);
  });
});
