import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, patients } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { insertPatientWithAccount, signedInEmployee, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await signedInEmployee(t, "staff");
});
afterAll(() => t?.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function uploaded(fileName = "front view.png") {
  const p = await insertPatientWithAccount(t.db);
  // The file is the request's body as it is, as the review page sends it; its kind and name go in the query.
  const res = await staff.api.admin.patients[":id"].files.$post(
    { param: { id: String(p.patient_id) }, query: { kind: "body", fileName } },
    { headers: { "content-type": "application/octet-stream" }, init: { body: PNG } },
  );
  const { file } = await res.json();
  return { patient: p, fileId: file.fileId };
}
const views = (fileId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "file.view"), eq(auditLog.target_id, String(fileId))));

describe("GET /api/admin/files/:id (decision 077)", () => {
  it("serves the content to an employee with a safe type and name, nothing that runs, and no caching; each view audited", async () => {
    const { fileId } = await uploaded();
    const res = await staff.get(`/api/admin/files/${fileId}`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="front view.png"');
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(res.headers.get("cache-control")).toBe("no-store");
    await staff.get(`/api/admin/files/${fileId}`);
    const rows = await views(fileId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ target_type: "file", actor_email: expect.stringMatching(/@example\.com$/) });
  });

  it("is for employees only", async () => {
    const { fileId } = await uploaded();
    expect((await (await signedInPatient(t)).get(`/api/admin/files/${fileId}`)).status).toBe(403);
    expect((await t.client().get(`/api/admin/files/${fileId}`)).status).toBe(401);
    expect(await views(fileId)).toEqual([]);
  });

  it("answers 410 once the content was erased for retention, the record staying", async () => {
    const { fileId } = await uploaded();
    await t.db.execute(
      sql`UPDATE patient_files SET data = NULL, erased_at = ${NOW.toISOString()}::timestamptz WHERE file_id = ${fileId}`,
    );
    const res = await staff.get(`/api/admin/files/${fileId}`);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({
      error:
        "This file's content was erased on 25 November 2026 under the evidence retention policy; its record stays.",
      code: "gone",
    });
  });

  it("answers 404 for an unknown file or an archived patient's", async () => {
    const { patient, fileId } = await uploaded();
    expect((await staff.get("/api/admin/files/999999")).status).toBe(404);
    expect((await staff.get("/api/admin/files/x")).status).toBe(404);
    await t.db.update(patients).set({ archived_at: NOW }).where(eq(patients.patient_id, patient.patient_id));
    expect((await staff.get(`/api/admin/files/${fileId}`)).status).toBe(404);
  });
});
