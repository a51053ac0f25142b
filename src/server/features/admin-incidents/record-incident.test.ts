import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incidents } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import type { IncidentInput } from "@/shared/schemas/orders/dispensary";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { signedInStaff, type StaffClient } from "../../../../tests/support/staff-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let superintendent: TestClient;
let staff: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  superintendent = await t.employee();
  staff = await signedInStaff(t, "staff");
});
afterAll(() => t?.close());

const NEAR_MISS: IncidentInput = {
  kind: "near_miss",
  category: "wrong_strength",
  whatHappened: "A 5 mg pen was picked for a 2.5 mg prescription; the accuracy check caught it.",
  learning: "The strengths are now shelved apart, with shelf labels in colour.",
};
const list = async (status: "open" | "closed" = "open") =>
  (await staff.api.admin.incidents.$get({ query: { status } })).json();
const record = (json: IncidentInput) => staff.api.admin.incidents.$post({ json });

describe("incidents and near misses", () => {
  it("any employee records one, with the order if any; it is open until the superintendent closes it", async () => {
    const { order } = await orderInState(t.db, "dispensed");
    const res = await record({ ...NEAR_MISS, orderId: order.order_id });
    expect(res.status).toBe(201);
    const { incident } = await res.json();
    expect(incident).toMatchObject({
      kind: "near_miss",
      category: "wrong_strength",
      categoryLabel: "Wrong strength",
      orderId: order.order_id,
      reportedBy: "Test staff",
      reportedAt: NOW.toISOString(),
      closedAt: null,
    });
    expect((await list()).openCount).toBe(1);

    // Staff may not close it; the superintendent does, once.
    const refused = await staff.post(`/api/admin/incidents/${incident.incidentId}/close`, {});
    expect(refused.status).toBe(403);
    const closed = await superintendent.post(`/api/admin/incidents/${incident.incidentId}/close`, {
      closingNote: "Discussed at the team meeting.",
    });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({
      incident: { closedAt: NOW.toISOString(), closedBy: "Priya Shah", closingNote: "Discussed at the team meeting." },
    });
    const again = await superintendent.post(`/api/admin/incidents/${incident.incidentId}/close`, {});
    expect(again.status).toBe(409);
    expect(await errorBody(again)).toEqual({ error: "This incident is already closed.", code: "conflict" });
    expect(await list()).toMatchObject({ openCount: 0, incidents: [] });
    expect((await list("closed")).incidents).toHaveLength(1);
  });

  it("needs what happened, the category and the learning, and a real order when one is named", async () => {
    const res = await staff.post("/api/admin/incidents", { kind: "incident", whatHappened: " " });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toEqual({
      category: "Choose the category",
      whatHappened: "Enter what happened",
      learning: "Enter the learning",
    });
    const { order: draft } = await orderInState(t.db, "draft");
    for (const orderId of [999_999, draft.order_id]) {
      const unknown = await record({ ...NEAR_MISS, orderId });
      expect(unknown.status).toBe(400);
      expect(await errorBody(unknown)).toMatchObject({ fields: { orderId: "There is no order with this number" } });
    }
    expect((await superintendent.post("/api/admin/incidents/999999/close", {})).status).toBe(404);
  });

  it("never changes but for its closing, once", async () => {
    const { incident } = await (await record(NEAR_MISS)).json();
    const id = incident.incidentId;
    await expect(t.db.execute(sql`UPDATE incidents SET learning = 'x' WHERE incident_id = ${id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM incidents WHERE incident_id = ${id}`)).rejects.toThrow();
    await superintendent.post(`/api/admin/incidents/${id}/close`, {});
    await expect(
      t.db.execute(
        sql`UPDATE incidents SET closed_at = NULL, closed_by_employee_id = NULL, closed_by_name = NULL WHERE incident_id = ${id}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`UPDATE incidents SET closing_note = 'changed' WHERE incident_id = ${id}`),
    ).rejects.toThrow();
    expect((await t.db.select().from(incidents).where(eq(incidents.incident_id, id)))[0]!.closing_note).toBeNull();
  });
});
