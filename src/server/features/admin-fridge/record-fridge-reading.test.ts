import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fridgeReadings } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { mailTo } from "../../../../tests/support/order-fixtures";
import { signedInStaff, type StaffClient } from "../../../../tests/support/staff-fixtures";
import { ADMIN, createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

// 08:30 UK time on Wednesday 25 November.
const NOW = new Date("2026-11-25T08:30:00Z");
const clock = createClock(NOW);
let t: TestApp;
let staff: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await signedInStaff(t, "staff");
});
afterAll(() => t?.close());

const log = async () => (await staff.api.admin.fridge.$get({ query: {} })).json();
const record = (body: Record<string, unknown>) => staff.post("/api/admin/fridge", body);

describe("the fridge temperature log", () => {
  it("records the current, minimum and maximum with who and when, counting today's readings", async () => {
    expect(await log()).toMatchObject({ today: { count: 0, needed: 2 }, missingDays: [], readings: [] });
    const res = await record({ currentC: 4.5, minC: 3.1, maxC: 6 });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ alerted: 0, reading: { outOfRange: false, recordedBy: "Test staff" } });
    const after = await log();
    expect(after.today.count).toBe(1);
    expect(after.readings).toEqual([
      {
        readingId: expect.any(Number),
        currentC: 4.5,
        minC: 3.1,
        maxC: 6,
        outOfRange: false,
        actionTaken: null,
        recordedBy: "Test staff",
        recordedAt: NOW.toISOString(),
      },
    ]);
    expect(await mailTo(t.db, ADMIN.email)).toEqual([]);
  });

  it("asks for the action taken outside 2-8 °C, then alerts the superintendent by e-mail", async () => {
    const missing = await record({ currentC: 7.5, minC: 3, maxC: 9.2 });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: "A reading outside 2 °C to 8 °C needs the action taken",
      code: "invalid_input",
      fields: { actionTaken: "A reading outside 2 °C to 8 °C needs the action taken" },
    });
    const res = await record({
      currentC: 7.5,
      minC: 3,
      maxC: 9.2,
      actionTaken: "Door found ajar after a delivery; closed it and quarantined the stock for advice.",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ alerted: 1, reading: { outOfRange: true } });
    const mail = (await mailTo(t.db, ADMIN.email)).filter((m) => m.type === "fridge_alert");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Fridge temperature out of range");
    expect(mail[0]!.text).toContain("Maximum: 9.2 °C");
    expect(mail[0]!.text).toContain("Door found ajar");
    expect(mail[0]!.text).toContain("http://localhost:3000/admin/fridge");
  });

  it("checks the temperatures: numbers in range, one decimal, minimum ≤ current ≤ maximum", async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ minC: 3, maxC: 6 }, { currentC: "Enter the current temperature" }],
      [{ currentC: 50, minC: 3, maxC: 6 }, { currentC: "Current temperature must be between -30 and 40 °C" }],
      [{ currentC: 4.25, minC: 3, maxC: 6 }, { currentC: "Current temperature has at most one decimal place" }],
      [
        { currentC: 7, minC: 3, maxC: 6 },
        { currentC: "The minimum must not be above the current temperature, nor the current above the maximum" },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await record(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorBody(res)).fields).toEqual(fields);
    }
  });

  it("shows the days without a reading since the log began, and keeps the log append-only", async () => {
    // Two days on, nothing recorded on the 26th: it is missing; the 27th (today) is not.
    clock.shiftDays(2);
    try {
      const later = await log();
      expect(later.missingDays).toEqual(["2026-11-26"]);
      expect(later.today.count).toBe(0);
    } finally {
      clock.reset();
    }
    await expect(t.db.execute(sql`UPDATE fridge_readings SET current_c = 5`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM fridge_readings`)).rejects.toThrow();
    expect(await t.db.select().from(fridgeReadings)).toHaveLength(2);
  });
});
