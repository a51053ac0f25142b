import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, measurements } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { checkin, isoDaysBefore, suppliedPatient } from "../../../../tests/support/reorder-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-06-10T10:00:00Z");
let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await t.employee();
});
afterAll(() => t?.close());

describe("the chart on a re-order's consultation (issue 23)", () => {
  it("shows every weight, the one between check-ins as self-reported and the measured one as verified, with the flags marked", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 5 });
    await t.db.insert(measurements).values({
      patient_id: p.patient.patient_id,
      method: "live_video",
      weight_kg: 99,
      height_cm: 170,
      measured_on: isoDaysBefore(NOW, 20),
      recorded_by_employee_id: 1,
      recorded_by_name: "Priya Shah",
      created_at: NOW,
    });
    // Between check-ins, a weight well down: more than 8% lost within 4 weeks.
    expect((await p.api.account.weights.$post({ json: { weightKg: 90 } })).status).toBe(201);
    const requested = await p.api.account.reorder.$post({ json: checkin(NOW, { weightKg: 95 }) });
    expect(requested.status).toBe(201);
    const { orderId } = await requested.json();
    const [c] = await t.db.select().from(consultations).where(eq(consultations.order_id, orderId));

    const res = await prescriber.api.admin.consultations[":id"].$get({ param: { id: String(c!.consultation_id) } });
    expect(res.status).toBe(200);
    const { progress } = await res.json();
    const chart = progress!.chart;
    expect(chart.points.map((x) => [x.on, x.kg, x.source, x.verified, x.marks.map((m) => m.code)])).toEqual([
      [isoDaysBefore(NOW, 24), 100, "questionnaire", false, []],
      [isoDaysBefore(NOW, 20), 99, "live_video", true, []],
      ["2026-06-10", 95, "checkin", false, []],
      ["2026-06-10", 90, "self_reported", false, ["rapid_loss"]],
    ]);
    expect(chart.doses).toEqual([{ from: isoDaysBefore(NOW, 22), mg: 5 }]);
    expect(chart.loss).toEqual({ kg: 10, percent: 10 });
  });

  it("is for staff only: a patient cannot read the consultation", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 5 });
    const { orderId } = await (await p.api.account.reorder.$post({ json: checkin(NOW) })).json();
    const [c] = await t.db.select().from(consultations).where(eq(consultations.order_id, orderId));
    expect((await p.get(`/api/admin/consultations/${c!.consultation_id}`)).status).toBe(403);
    expect((await t.client().get(`/api/admin/consultations/${c!.consultation_id}`)).status).toBe(401);
  });
});
