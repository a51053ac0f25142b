/**
 * Staff act on a request to delete an account (decision 066): the sign-in and everything no law
 * requires kept are erased; clinical, prescription and order records stay, restricted.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/client";
import {
  auditLog,
  contactMessages,
  deletionRequests,
  emailOutbox,
  orders,
  patientHistory,
  patients,
  user,
} from "@/server/db/schema";
import { basic, patientRow, readyToComplete, safety, type Patient } from "../../../../tests/support/patient-journey";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.employee();
});
afterAll(() => t?.close());

async function requestDeletion(p: Patient) {
  expect((await p.post("/api/account/deletion-request", {})).status).toBe(201);
  const [row] = await t.db.select().from(deletionRequests).where(eq(deletionRequests.email, p.email));
  return row!;
}

const complete = (id: number | string, c: TestClient = staff) =>
  c.post(`/api/admin/deletion-requests/${id}/complete`, {});
const userCount = async (email: string) =>
  (await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))).length;

describe("completing a deletion request", () => {
  it("erases a patient who never ordered: account, record, questionnaire, contact messages and e-mails", async () => {
    const p = (await t.patient()) as Patient;
    expect((await p.put("/api/patient/basic", basic({ email: p.email }))).status).toBe(200);
    expect((await p.put("/api/patient/safety", safety())).status).toBe(200);
    const { patient_id: patientId } = await patientRow(t, p);
    await t.db
      .insert(contactMessages)
      .values({ name: "Ann", email: p.email.toUpperCase(), message: "About my account" });
    const request = await requestDeletion(p);

    const res = await complete(request.request_id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ requestId: request.request_id, recordsKept: false });

    expect(await userCount(p.email)).toBe(0);
    expect(await (await p.api.me.$get()).json()).toMatchObject({ user: null });
    expect((await t.client().post("/api/auth/sign-in/email", { email: p.email, password: p.password })).status).toBe(
      401,
    );
    expect(await t.db.select().from(patients).where(eq(patients.patient_id, patientId))).toEqual([]);
    expect(await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, patientId))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${p.email}`),
    ).toEqual([]);
    // The only e-mail left for the address is the answer to the request, naming no treatment.
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, p.email));
    expect(mails.map((m) => m.type)).toEqual(["account_deleted"]);
    expect(mails[0]!.text).toContain("Everything we held about you has been erased.");
    expect(mails[0]!.text).not.toMatch(/mounjaro|wegovy|\bmg\b/i);

    const [closed] = await t.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.request_id, request.request_id));
    expect(closed).toMatchObject({
      status: "completed",
      handled_by: "admin@test.local",
      user_id: null,
      patient_id: null,
      email: p.email,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target_id, String(request.request_id)));
    expect(audit.filter((a) => a.action === "deletion_request.complete")).toHaveLength(1);
    const open = await (await staff.api.admin["deletion-requests"].$get()).json();
    expect(open.requests.map((r) => r.requestId)).not.toContain(request.request_id);
  });

  it("keeps and restricts the records of a patient who ordered: archived, the order and its questionnaire kept, the sign-in gone", async () => {
    const p = await readyToComplete(t);
    expect((await p.post("/api/patient/complete", {})).status).toBe(200);
    const { patient_id: patientId } = await patientRow(t, p);
    const request = await requestDeletion(p);

    const res = await complete(request.request_id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ requestId: request.request_id, recordsKept: true });

    expect(await userCount(p.email)).toBe(0);
    const [kept] = await t.db.select().from(patients).where(eq(patients.patient_id, patientId));
    expect(kept).toMatchObject({ user_id: null, archived_by: "admin@test.local", reorder_reminders: false });
    expect(kept!.archived_at).not.toBeNull();
    expect(await t.db.select().from(orders).where(eq(orders.patient_id, patientId))).toHaveLength(1);
    const questionnaires = await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, patientId));
    expect(questionnaires.length).toBeGreaterThanOrEqual(1);
    expect(questionnaires.every((q) => q.order_id !== null)).toBe(true);
    // Restricted: the back office no longer shows the record.
    expect((await staff.get(`/api/admin/patients/${patientId}`)).status).toBe(404);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, p.email));
    expect(mail).toMatchObject({ type: "account_deleted" });
    expect(mail!.text).toContain("The law requires a pharmacy to keep some records");
  });

  it("handles a request once, answers 404 for an unknown one, and is for staff only", async () => {
    const p = (await t.patient()) as Patient;
    const request = await requestDeletion(p);
    const other = (await t.patient()) as Patient;
    expect((await complete(request.request_id, other)).status).toBe(403);
    expect((await complete(request.request_id, t.client())).status).toBe(401);
    expect(await userCount(p.email)).toBe(1);

    expect((await complete(request.request_id)).status).toBe(200);
    const again = await complete(request.request_id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This request has already been handled.", code: "conflict" });
    for (const id of ["999999", "0", "abc", "1e3", "99999999999"]) expect((await complete(id)).status, id).toBe(404);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM email_outbox WHERE type = 'account_deleted' AND to_address = ${p.email}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});
