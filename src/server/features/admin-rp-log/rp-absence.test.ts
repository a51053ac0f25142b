import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, rpAbsences } from "@/server/db/schema";
import type { Clock } from "@/server/lib/time/clock";
import { signedInStaff, type StaffClient } from "../../../../tests/support/staff-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

// A clock the test moves by minutes: the 2-hour limit is a matter of minutes (decision 116).
let at = new Date("2026-11-25T09:00:00Z");
const clock: Clock = { now: () => at, offsetDays: () => 0, shiftDays: () => {}, reset: () => {} };
const later = (minutes: number) => (at = new Date(at.getTime() + minutes * 60_000));

let t: TestApp;
let rp: TestClient;
let colleague: StaffClient;
let staff: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ clock });
  rp = await t.employee();
  colleague = await signedInStaff(t, "prescriber");
  staff = await signedInStaff(t, "staff");
});
afterAll(() => t?.close());

const log = async (c: TestClient = rp) => (await c.api.admin["rp-log"].$get({ query: {} })).json();
const absent = (c: TestClient, reason = "Home visit") => c.post("/api/admin/rp-log/absence", { reason });
const back = (c: TestClient) => c.post("/api/admin/rp-log/back", {});
const refusal = async (res: Response, status: number, error: string) => {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ error, code: status === 403 ? "forbidden" : "conflict" });
};
const audits = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target_type, "rp_absence")));

describe("the responsible pharmacist's absences (decision 116)", () => {
  it("are recorded by the RP on duty with a reason, and ended by their 'Back'; audited", async () => {
    await refusal(await absent(rp), 409, "Nobody is signed in as the responsible pharmacist.");
    expect((await rp.post("/api/admin/rp-log/sign-in", {})).status).toBe(200);

    const blank = await absent(rp, "  ");
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: "Enter the reason", fields: { reason: "Enter the reason" } });
    expect((await absent(rp, "x".repeat(501))).status).toBe(400);

    const res = await absent(rp, "Collecting stock from the wholesaler");
    expect(res.status).toBe(200);
    const seen = await log(staff);
    expect(seen.onDuty!.absence).toMatchObject({
      reason: "Collecting stock from the wholesaler",
      from: at.toISOString(),
      to: null,
      overLimit: false,
    });
    await refusal(await absent(rp), 409, "Your absence is already recorded. Record that you are back first.");
    // Nobody else records the RP's absence or return, not even another pharmacist.
    await refusal(await absent(colleague), 403, "Only the responsible pharmacist on duty records their absence.");
    await refusal(await back(colleague), 403, "Only the responsible pharmacist on duty records that they are back.");
    await refusal(await back(staff), 403, "Only the responsible pharmacist on duty records that they are back.");

    later(30);
    expect((await back(rp)).status).toBe(200);
    const after = await log();
    expect(after.onDuty!.absence).toBeNull();
    expect(after.onDuty!.absences).toEqual([
      expect.objectContaining({
        reason: "Collecting stock from the wholesaler",
        to: at.toISOString(),
        backRecordedBy: "Priya Shah",
      }),
    ]);
    await refusal(await back(rp), 409, "The responsible pharmacist is not recorded as absent.");
    expect(await audits("rp_absence.start")).toHaveLength(1);
    expect(await audits("rp_absence.end")).toHaveLength(1);
  });

  it("stop at 2 hours in the UK day: an open one past them is over the limit, and no other begins that day", async () => {
    // 30 minutes are used already; 100 more take the day to 2 h 10 min.
    expect((await absent(rp, "Lunch")).status).toBe(200);
    later(90);
    expect((await log()).onDuty!.absence!.overLimit).toBe(false);
    later(10);
    expect((await log()).onDuty!.absence!.overLimit).toBe(true);
    const dashboard = await (await staff.api.admin.dashboard.$get()).json();
    expect(dashboard.dispensary.responsiblePharmacist).toMatchObject({ absenceOverLimit: true });
    expect((await back(rp)).status).toBe(200);
    await refusal(
      await absent(rp),
      409,
      "Your absences today already reach 2 hours, the most the Responsible Pharmacist Regulations allow in a day.",
    );
    // The next UK day starts afresh.
    later(24 * 60);
    expect((await absent(rp, "Bank")).status).toBe(200);
  });

  it("end when the RP signs out, or is signed out by a colleague, in the same step", async () => {
    later(5);
    expect((await colleague.post("/api/admin/rp-log/sign-out", {})).status).toBe(200);
    const [open] = await t.db.select().from(rpAbsences).where(eq(rpAbsences.reason, "Bank"));
    expect(open).toMatchObject({ ended_at: at, ended_by_name: "Test prescriber" });
    const entry = (await log()).entries[0]!;
    expect(entry.absences.map((a) => a.reason)).toEqual(["Collecting stock from the wholesaler", "Lunch", "Bank"]);
    expect(await audits("rp_absence.end")).toHaveLength(3);
  });

  it("are exported one row each, the entry's columns repeated, a formula kept as text", async () => {
    expect((await colleague.post("/api/admin/rp-log/sign-in", {})).status).toBe(200);
    expect((await absent(colleague, '=HYPERLINK("http://x")')).status).toBe(200);
    const lines = (await (await staff.get("/api/admin/rp-log/export")).text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Entry","Name","GPhC number","Signed in","Signed out","Signed out by","Absent from","Absent to","Absence reason","Absence ended by"',
    );
    expect(lines.slice(1, 4)).toEqual([
      expect.stringMatching(
        /^"\d+","Priya Shah","\d{7}","2026-11-25 09:00",.*"2026-11-25 09:00","2026-11-25 09:30","Collecting stock from the wholesaler","Priya Shah"$/,
      ),
      expect.stringMatching(/"2026-11-25 09:30","2026-11-25 11:10","Lunch","Priya Shah"$/),
      expect.stringMatching(/"2026-11-26 11:10","2026-11-26 11:15","Bank","Test prescriber"$/),
    ]);
    expect(lines[4]).toMatch(/^"\d+","Test prescriber",.*"2026-11-26 11:15","","'=HYPERLINK\(""http:\/\/x""\)",""$/);
    expect(lines).toHaveLength(5);
  });

  it("are never edited: an ended absence is refused any change by the database, and none is removed", async () => {
    const [ended] = await t.db.select().from(rpAbsences).where(eq(rpAbsences.reason, "Lunch"));
    await expect(
      t.db.execute(sql`UPDATE rp_absences SET ended_at = now() WHERE rp_absence_id = ${ended!.rp_absence_id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`UPDATE rp_absences SET reason = 'Other' WHERE rp_absence_id = ${ended!.rp_absence_id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`DELETE FROM rp_absences WHERE rp_absence_id = ${ended!.rp_absence_id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`TRUNCATE rp_absences`)).rejects.toThrow();
    expect(await t.db.select().from(rpAbsences).where(eq(rpAbsences.rp_absence_id, ended!.rp_absence_id))).toEqual([
      ended,
    ]);
  });
});
