/** The dashboard's counts of what waits for staff (issue 13): unread messages and open red-flag reports. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patients } from "@/server/db/schema";
import { signedInEmployee, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.employee();
});
afterAll(() => t?.close());

const dashboard = async () => (await staff.api.admin.dashboard.$get()).json();

describe("the dashboard's unread messages and urgent reports", () => {
  it("counts unread messages from patients until staff open the thread, and open red-flag reports until handled", async () => {
    expect(await dashboard()).toMatchObject({
      unreadMessages: { count: 0, patients: [] },
      urgentReports: { count: 0, patients: [] },
    });
    const patient = await signedInPatient(t);
    const other = await signedInPatient(t);
    await patient.post("/api/account/messages", { body: "One" });
    await patient.post("/api/account/messages", { body: "Two" });
    await other.post("/api/account/messages", { body: "Three" });
    const report = await (
      await patient.api.account["side-effects"].$post({ json: { redFlags: ["allergic_reaction"] } })
    ).json();
    await patient.post("/api/account/side-effects", { symptoms: { nausea: "mild" } });

    const before = await dashboard();
    expect(before.unreadMessages.count).toBe(3);
    expect(before.unreadMessages.patients).toEqual([
      expect.objectContaining({
        patientId: patient.patient.patient_id,
        firstname: "Grace",
        lastname: "Hopper",
        count: 2,
      }),
      expect.objectContaining({ patientId: other.patient.patient_id, count: 1 }),
    ]);
    expect(before.urgentReports).toMatchObject({
      count: 1,
      patients: [{ patientId: patient.patient.patient_id, count: 1 }],
    });

    await staff.get(`/api/admin/patients/${patient.patient.patient_id}/messages`);
    const prescriber = await signedInEmployee(t, "prescriber");
    await prescriber.post(`/api/admin/side-effects/${report.reportId}/handled`, {
      note: "Called the patient: mild rash only.",
    });
    // An archived patient's messages are not counted (decision 018).
    await t.db
      .update(patients)
      .set({ archived_at: new Date() })
      .where(eq(patients.patient_id, other.patient.patient_id));
    expect(await dashboard()).toMatchObject({
      unreadMessages: { count: 0, patients: [] },
      urgentReports: { count: 0, patients: [] },
    });
  });
});
