import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, patients } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { dispenseThroughSteps } from "../../../../tests/support/dispensing-fixtures";
import {
  insertOrderInState,
  insertPatientWithAccount,
  signedInPatient,
} from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
});
afterAll(() => t?.close());

/** A dispensed order of a patient of that first name, dispensed on the clock's day plus `days`. */
async function dispensedFor(firstname: string, days: number, batchNumber = `B-${days}`) {
  const patient = await insertPatientWithAccount(t.db, { firstname, address1: '1 "Mill" Lane, Flat 2' });
  const order = await insertOrderInState(t.db, patient.patient_id, "prescribed");
  t.deps.clock.reset();
  t.deps.clock.shiftDays(days);
  try {
    expect(
      (await dispenseThroughSteps(t, staff, order.order_id, { batchNumber, expiryDate: "2027-12-31" })).status,
    ).toBe(200);
  } finally {
    t.deps.clock.reset();
  }
  return order;
}

describe("the POM register", () => {
  it("lists the entries of a date range in the order they were made; the read is audited", async () => {
    const before = await dispensedFor("Before", -10);
    const first = await dispensedFor("First", 0);
    const second = await dispensedFor("Second", 1);
    const res = await staff.api.admin.register.$get({ query: { from: "2026-11-25", to: "2026-11-26" } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.entries.map((e) => e.orderId)).toEqual([first.order_id, second.order_id]);
    expect(body.entries.map((e) => e.orderId)).not.toContain(before.order_id);
    expect(body.total).toBe(2);
    expect(body.entries[0]).toMatchObject({
      entryDate: "2026-11-25",
      patientName: "First Lovelace",
      batchNumber: "B-0",
      // The responsible pharmacist on duty at the supply (decision 113): the seeded superintendent.
      responsiblePharmacist: "Priya Shah",
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "register.view"), eq(auditLog.target_id, "2026-11-25..2026-11-26")));
    expect(audit).toHaveLength(1);
  });

  it("refuses a range that is not one", async () => {
    for (const query of [
      "from=2026-11-26&to=2026-11-25",
      "from=2026-02-30&to=2026-03-01",
      "from=2024-01-01&to=2026-01-01",
      "to=2026-1-1",
    ]) {
      expect((await staff.get(`/api/admin/register?${query}`)).status, query).toBe(400);
    }
  });

  it("shows the last 30 days by the server's clock when no range is given", async () => {
    const body = await (await staff.api.admin.register.$get({ query: {} })).json();
    expect(body).toMatchObject({ from: "2026-10-26", to: "2026-11-25" });
  });

  it("exports the range as CSV that a spreadsheet reads as text, audited", async () => {
    const order = await dispensedFor('=HYPERLINK("http://evil")', 5, "+BATCH-7");
    // The register keeps the patient's name and address as they were when dispensed.
    await t.db.update(patients).set({ firstname: "Changed" }).where(eq(patients.patient_id, order.patient_id));
    const res = await staff.get("/api/admin/register/export?from=2026-11-30&to=2026-11-30");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="pom-register-2026-11-30-to-2026-11-30.csv"',
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const csv = await res.text();
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      '"Entry","Date supplied","Medicine","Strength","Quantity","Prescriber","Prescriber address","Patient","Patient address","Prescription date","Batch number","Expiry date","Entered by","Responsible pharmacist","Order","Notes"',
    );
    // A formula is text to a spreadsheet; quotes are doubled and commas stay in their cell.
    expect(row).toContain(`"'=HYPERLINK(""http://evil"") Lovelace"`);
    expect(row).toContain(`"'+BATCH-7"`);
    expect(row).toContain(`"1 ""Mill"" Lane, Flat 2, Oxford, OX1 1AA"`);
    expect(csv.endsWith("\r\n")).toBe(true);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "register.export"));
    expect(audit).toEqual([
      expect.objectContaining({ target_id: "2026-11-30..2026-11-30", changed_fields: ["1 entries"] }),
    ]);
  });

  it("is for employees only", async () => {
    const patient = await signedInPatient(t);
    expect((await patient.get("/api/admin/register?from=2026-11-25&to=2026-11-26")).status).toBe(403);
    expect((await t.client().get("/api/admin/register/export?from=2026-11-25&to=2026-11-26")).status).toBe(401);
  });
});
