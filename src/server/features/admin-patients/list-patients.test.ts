import type { InferRequestType } from "hono/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patients } from "@/server/db/schema";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

type ListQuery = InferRequestType<TestClient["api"]["admin"]["patients"]["$get"]>["query"];

/** The patient list for a search and filters, which the typed client encodes as the page does. */
const list = async (query: ListQuery) => (await admin.api.admin.patients.$get({ query })).json();

describe("the patient list (decision 013): search, filters, paging on many rows", () => {
  const tag = "zq";
  beforeAll(async () => {
    // 300 patients in one insert: 3 statuses x 2 types, names and e-mails that a search can tell apart.
    const rows = Array.from({ length: 300 }, (_, i) => ({
      firstname: i % 50 === 0 ? `Marg${tag}aret` : `Bulk${i}`,
      lastname: i % 50 === 0 ? `O'Brien-${tag}` : `Person${tag}${i}`,
      email: i % 75 === 0 ? `${tag}.Special${i}@Example.COM` : `bulk${i}@${tag}mail.example`,
      patient_status_id: (i % 3) + 1,
      patient_type_id: (i % 2) + 1,
    }));
    await t.db.insert(patients).values(rows);
  });

  it("pages 10 at a time, newest first, with meta", async () => {
    const first = await list({ search: tag });
    expect(first.meta).toEqual({ total: 300, page: 1, limit: 10, totalPages: 30 });
    expect(first.data).toHaveLength(10);
    const ids = first.data.map((p) => p.patient_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const last = await list({ search: tag, page: "30" });
    expect(last.data).toHaveLength(10);
    expect(Math.max(...last.data.map((p) => p.patient_id))).toBeLessThan(Math.min(...ids));
    expect((await list({ search: tag, page: "31" })).data).toEqual([]);
  });

  it("searches first name, last name, full name and e-mail, case-insensitively and partially", async () => {
    expect((await list({ search: `MARG${tag.toUpperCase()}` })).meta.total).toBe(6);
    expect((await list({ search: "o'brien" })).meta.total).toBe(6);
    expect((await list({ search: `aret o'brien-${tag}` })).meta.total).toBe(6);
    expect((await list({ search: `Bulk7 Person${tag}7` })).meta.total).toBe(1);
    expect((await list({ search: `${tag}.special` })).meta.total).toBe(4);
    expect((await list({ search: "BULK12@" })).data.map((p) => p.email)).toEqual([`bulk12@${tag}mail.example`]);
  });

  it("treats % and _ in a search as the characters themselves", async () => {
    expect((await list({ search: "%" })).meta.total).toBe(0);
    expect((await list({ search: "_" })).meta.total).toBe(0);
  });

  it("filters by review status and by patient type, together with the search", async () => {
    const pending = await list({ search: tag, status: "1" });
    expect(pending.meta.total).toBe(100);
    expect(pending.data.every((p) => p.status === "pending")).toBe(true);
    const approvedExisting = await list({ search: tag, status: "2", type: "2" });
    expect(approvedExisting.meta.total).toBe(50);
    expect(approvedExisting.data.every((p) => p.status === "approved" && p.patient_type_id === 2)).toBe(true);
    expect((await list({ search: `marg${tag}`, status: "3" })).meta.total).toBe(2);
  });

  it("refuses a malformed filter or page with a message", async () => {
    for (const q of ["status=4", "type=3", "page=0", "page=abc"]) {
      const res = await admin.get(`/api/admin/patients?${q}`);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error).toBeTruthy();
    }
  });
});
