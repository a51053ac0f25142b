import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rpLog } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { signedInStaff, type StaffClient } from "../../../../tests/support/staff-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T09:02:00Z");

let t: TestApp;
let superintendent: TestClient;
let prescriber: StaffClient;
let staff: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  superintendent = await t.employee();
  prescriber = await signedInStaff(t, "prescriber");
  staff = await signedInStaff(t, "staff");
});
afterAll(() => t?.close());

const logAs = async (who: TestClient) => (await who.api.admin["rp-log"].$get({ query: {} })).json();
const log = () => logAs(staff);

describe("the responsible pharmacist log", () => {
  it("a pharmacist signs in and out; the log keeps name, GPhC number and times, and every employee reads it", async () => {
    expect(await log()).toMatchObject({ onDuty: null, entries: [], total: 0 });
    const res = await prescriber.post("/api/admin/rp-log/sign-in", {});
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(rpLog);
    expect(row).toMatchObject({ name: "Test prescriber", signed_in_at: NOW, signed_out_at: null });
    expect(row!.gphc_number).toMatch(/^\d{7}$/);
    expect((await log()).onDuty).toEqual({
      entryId: row!.rp_log_id,
      name: "Test prescriber",
      gphcNumber: row!.gphc_number,
      signedInAt: NOW.toISOString(),
      signedOutAt: null,
      signedOutBy: null,
      absences: [],
      isYou: false,
      absence: null,
    });

    expect((await prescriber.post("/api/admin/rp-log/sign-out", {})).status).toBe(200);
    const after = await log();
    expect(after.onDuty).toBeNull();
    expect(after.entries).toEqual([
      expect.objectContaining({
        name: "Test prescriber",
        signedOutAt: NOW.toISOString(),
        signedOutBy: "Test prescriber",
      }),
    ]);
  });

  it("has one responsible pharmacist at a time: a second sign-in waits for the first to sign out", async () => {
    expect((await superintendent.post("/api/admin/rp-log/sign-in", {})).status).toBe(200);
    const second = await prescriber.post("/api/admin/rp-log/sign-in", {});
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: "Priya Shah is signed in as the responsible pharmacist. They must sign out first.",
      code: "conflict",
    });
    const again = await superintendent.post("/api/admin/rp-log/sign-in", {});
    expect(await again.json()).toEqual({
      error: "You are already signed in as the responsible pharmacist.",
      code: "conflict",
    });
    // Two at once: one wins.
    await superintendent.post("/api/admin/rp-log/sign-out", {});
    const both = await Promise.all([
      prescriber.post("/api/admin/rp-log/sign-in", {}),
      superintendent.post("/api/admin/rp-log/sign-in", {}),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    // A colleague ends a forgotten sign-out; the log names who did.
    const onDuty = (await log()).onDuty!.name;
    const colleague = onDuty === "Priya Shah" ? prescriber : superintendent;
    expect((await colleague.post("/api/admin/rp-log/sign-out", {})).status).toBe(200);
    expect((await log()).entries[0]).toMatchObject({
      name: onDuty,
      signedOutBy: onDuty === "Priya Shah" ? "Test prescriber" : "Priya Shah",
    });
    const none = await colleague.post("/api/admin/rp-log/sign-out", {});
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({
      error: "Nobody is signed in as the responsible pharmacist.",
      code: "conflict",
    });
  });

  it("is a registered pharmacist's to sign in or out: 403 for anyone else, who is shown no button (decision 117)", async () => {
    const technician = await signedInStaff(t, "staff", { registration: "technician", accreditedChecker: true });
    for (const who of [staff, technician]) {
      const res = await who.post("/api/admin/rp-log/sign-in", {});
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: "Only a registered pharmacist can be the responsible pharmacist.",
        code: "forbidden",
      });
      expect(await errorBody(await who.post("/api/admin/rp-log/sign-out", {}))).toEqual({
        error: "Only a registered pharmacist can sign out the responsible pharmacist.",
        code: "forbidden",
      });
      expect((await logAs(who)).canSignIn).toBe(false);
    }
    expect(await t.db.select().from(rpLog).where(isNull(rpLog.signed_out_at))).toEqual([]);
  });

  it("exports the whole log as CSV, in UK time", async () => {
    const res = await staff.get("/api/admin/rp-log/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="responsible-pharmacist-log-2026-11-25.csv"',
    );
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Entry","Name","GPhC number","Signed in","Signed out","Signed out by","Absent from","Absent to","Absence reason","Absence ended by"',
    );
    // Without an absence, an entry is one row with the absence's columns empty (decision 116).
    expect(lines[1]).toMatch(
      /^"\d+","Test prescriber","\d{7}","2026-11-25 09:02","2026-11-25 09:02","Test prescriber","","","",""$/,
    );
    expect(lines).toHaveLength(1 + (await log()).total);
  });

  it("is never edited: only a sign-out is written, once, and nothing is removed", async () => {
    const [first] = await t.db.select().from(rpLog).orderBy(rpLog.rp_log_id).limit(1);
    await expect(
      t.db.execute(sql`UPDATE rp_log SET name = 'Someone else' WHERE rp_log_id = ${first!.rp_log_id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`UPDATE rp_log SET signed_out_at = now() WHERE rp_log_id = ${first!.rp_log_id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM rp_log WHERE rp_log_id = ${first!.rp_log_id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`TRUNCATE rp_log`)).rejects.toThrow();
    expect(await t.db.select().from(rpLog).where(eq(rpLog.rp_log_id, first!.rp_log_id))).toEqual([first]);
  });

  it("lets a pharmacist who is not a prescriber sign in and out: the registration decides, not the role", async () => {
    const pharmacist = await signedInStaff(t, "staff", { registration: "pharmacist", name: "Staff pharmacist" });
    expect((await logAs(pharmacist)).canSignIn).toBe(true);
    expect((await pharmacist.post("/api/admin/rp-log/sign-in", {})).status).toBe(200);
    expect((await log()).onDuty).toMatchObject({
      name: "Staff pharmacist",
      gphcNumber: expect.stringMatching(/^\d{7}$/),
    });
    expect((await pharmacist.post("/api/admin/rp-log/sign-out", {})).status).toBe(200);
  });
});
