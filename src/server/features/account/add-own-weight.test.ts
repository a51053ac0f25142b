import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, selfReportedWeights } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { WEIGHT_RANGE_MESSAGE, WEIGHT_REQUIRED } from "@/shared/schemas/treatment/progress";
import { signedInPatient } from "../../../../tests/support/order-fixtures";
import { checkin, isoDaysBefore, suppliedPatient } from "../../../../tests/support/reorder-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";
import { NOT_ON_TREATMENT } from "./add-own-weight";

const NOW = new Date("2026-06-10T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
});
afterAll(() => t?.close());

const progressOf = async (p: TestClient) => (await p.api.account.progress.$get()).json();

describe("POST /api/account/weights", () => {
  it("keeps today's weight as self-reported: on the patient's chart, audited without the address", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 5 });
    expect((await p.post("/api/account/reorder", checkin(NOW, { weightKg: 97 }))).status).toBe(201);
    const res = await p.post("/api/account/weights", { weightKg: 95.44 });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ on: "2026-06-10", kg: 95.4, source: "self_reported" });

    const progress = await progressOf(p);
    expect(progress).toMatchObject({ today: "2026-06-10", canAddWeight: true, hasCheckin: true });
    expect(progress.points).toEqual([
      { on: isoDaysBefore(NOW, 24), kg: 100, source: "questionnaire", verified: false, bmi: 34.6, doseMg: null },
      { on: "2026-06-10", kg: 97, source: "checkin", verified: false, bmi: 33.6, doseMg: 5 },
      { on: "2026-06-10", kg: 95.4, source: "self_reported", verified: false, bmi: 33, doseMg: 5 },
    ]);
    expect(progress.doses).toEqual([{ from: isoDaysBefore(NOW, 22), mg: 5 }]);
    expect(progress.loss).toEqual({ kg: 4.6, percent: 4.6 });
    // The patient's chart carries no prescriber's flags.
    expect(JSON.stringify(progress)).not.toContain("marks");

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target_id, String(p.patient.patient_id)));
    expect(audit).toMatchObject({ action: "weight.create", actor_email: null, changed_fields: ["weight_kg"] });
    expect(audit!.actor_user_id).toBeTruthy();
  });

  it("refuses a weight outside the safety step's bounds, or none, with the field's message", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    for (const [body, message] of [
      [{ weightKg: 19.9 }, WEIGHT_RANGE_MESSAGE],
      [{ weightKg: 400.1 }, WEIGHT_RANGE_MESSAGE],
      [{ weightKg: "95" }, WEIGHT_REQUIRED],
      [{}, WEIGHT_REQUIRED],
    ] as const) {
      const res = await p.post("/api/account/weights", body);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).fields).toEqual({ weightKg: message });
    }
    expect((await p.post("/api/account/weights", { weightKg: 20 })).status).toBe(201);
    expect((await p.post("/api/account/weights", { weightKg: 400 })).status).toBe(201);
    expect((await p.post("/api/account/weights", { weightKg: 90, on: "2020-01-01" })).status).toBe(400);
  });

  it("needs a signed-in patient with a pen supplied; another patient never reads the weight", async () => {
    expect((await t.client().post("/api/account/weights", { weightKg: 90 })).status).toBe(401);
    expect((await t.client().get("/api/account/progress")).status).toBe(401);
    // An account with no patient record, or an employee's: nothing to add to.
    expect((await (await t.patient()).post("/api/account/weights", { weightKg: 90 })).status).toBe(404);
    expect((await (await t.employee()).post("/api/account/weights", { weightKg: 90 })).status).toBe(404);
    // Before the first pen: the account says so, and the chart offers no form.
    const waiting = await signedInPatient(t);
    const refused = await waiting.post("/api/account/weights", { weightKg: 90 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: NOT_ON_TREATMENT });
    expect(await (await waiting.get("/api/account/progress")).json()).toMatchObject({
      canAddWeight: false,
      hasCheckin: false,
      points: [],
    });

    const mine = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    expect((await mine.post("/api/account/weights", { weightKg: 93.3 })).status).toBe(201);
    const other = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    const theirs = await progressOf(other);
    expect(theirs.points.map((x) => x.kg)).toEqual([100]);
  });

  it("is append-only: the stored weight can be neither changed nor removed", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    expect((await p.post("/api/account/weights", { weightKg: 91 })).status).toBe(201);
    const where = eq(selfReportedWeights.patient_id, p.patient.patient_id);
    await expect(t.db.update(selfReportedWeights).set({ weight_kg: 80 }).where(where)).rejects.toThrow();
    await expect(t.db.delete(selfReportedWeights).where(where)).rejects.toThrow();
    await expect(t.db.execute(sql`TRUNCATE self_reported_weights`)).rejects.toThrow();
    expect(await t.db.select().from(selfReportedWeights).where(where)).toHaveLength(1);
  });
});
