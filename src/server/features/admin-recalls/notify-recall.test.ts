import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, patients, recallNotices } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { dispenseThroughSteps } from "../../../../tests/support/dispensing-fixtures";
import { insertOrderInState, mailTo, orderInState, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
});
afterAll(() => t?.close());

const recall = async (batch: string) => {
  const res = await staff.api.admin.recalls.$get({ query: { batch } });
  expect(res.status).toBe(200);
  return (await res.json()).affected;
};
const dispensed = async (orderId: number, batchNumber: string) =>
  expect((await dispenseThroughSteps(t, staff, orderId, { batchNumber, expiryDate: "2027-06-30" })).status).toBe(200);

describe("a batch recall", () => {
  it("finds every order dispensed from the batch, notifies each patient once, and lists who has read it", async () => {
    const grace = await signedInPatient(t);
    const first = await insertOrderInState(t.db, grace.patient.patient_id, "prescribed");
    await dispensed(first.order_id, "RC-2026-01");
    const other = await orderInState(t.db, "prescribed");
    await dispensed(other.order.order_id, "rc-2026-01 ");
    const unaffected = await orderInState(t.db, "prescribed");
    await dispensed(unaffected.order.order_id, "RC-2026-02");

    const found = await recall(" rc-2026-01");
    expect(found.map((a) => a.orderId)).toEqual([first.order_id, other.order.order_id]);
    expect(found[0]).toMatchObject({
      patientName: "Grace Hopper",
      dispensedOn: "2026-11-25",
      stateLabel: "Dispensed",
      archived: false,
      notice: null,
    });

    const res = await staff.post("/api/admin/recalls/notify", { batch: "RC-2026-01" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ notified: 2, notReachable: 0 });
    const notices = await t.db.select().from(recallNotices);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({ sent_by_name: "Priya Shah", created_at: NOW });

    // The thread says what it is about; the e-mail only that the pharmacy needs to speak to them (decision 026).
    const [message] = await t.db.select().from(messages).where(eq(messages.patient_id, grace.patient.patient_id));
    expect(message!.body).toContain(`your order #${first.order_id}`);
    expect(message!.body).toContain("batch RC-2026-01");
    const mail = (await mailTo(t.db, grace.email)).filter((m) => m.type === "recall_notice");
    expect(mail.map((m) => m.subject)).toEqual(["The Village Pharmacy needs to speak to you about a recent order"]);
    for (const part of [mail[0]!.subject, mail[0]!.text, mail[0]!.html]) {
      expect(part).not.toContain("Mounjaro");
      expect(part).not.toContain("RC-2026-01");
      expect(part).not.toMatch(/\d\s?mg\b/);
      expect(part).not.toMatch(/recall/i);
    }
    expect(mail[0]!.text).toContain("Read your messages: http://localhost:3000/account/messages");

    // A second click tells no one twice.
    expect(await (await staff.post("/api/admin/recalls/notify", { batch: "rc-2026-01" })).json()).toMatchObject({
      notified: 0,
    });
    expect(await t.db.select().from(recallNotices)).toHaveLength(2);

    // Grace opens her messages: the list shows she has read it, the other patient not yet.
    const thread = await (await grace.api.account.messages.$get({ query: {} })).json();
    expect(thread.messages.map((m) => m.body)).toContain(message!.body);
    const after = await recall("RC-2026-01");
    expect(after[0]!.notice).toEqual({ sentAt: NOW.toISOString(), sentBy: "Priya Shah", readAt: NOW.toISOString() });
    expect(after[1]!.notice).toMatchObject({ readAt: null });
  });

  it("lists an archived patient's order but sends them nothing: they are called or written to", async () => {
    const { order, patient } = await orderInState(t.db, "prescribed");
    await dispensed(order.order_id, "RC-ARCH");
    await t.db.update(patients).set({ archived_at: NOW }).where(eq(patients.patient_id, patient.patient_id));
    expect(await (await staff.post("/api/admin/recalls/notify", { batch: "RC-ARCH" })).json()).toMatchObject({
      notified: 0,
      notReachable: 1,
      affected: [{ orderId: order.order_id, archived: true, notice: null }],
    });
  });

  it("exports the affected list as CSV, audited", async () => {
    const res = await staff.get("/api/admin/recalls/export?batch=RC-2026-01");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="recall-RC-2026-01-2026-11-25.csv"');
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Order","Patient","Dispensed on","Order state","Batch number","Expiry date","Notice sent","Sent by","Read by the patient"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Grace Hopper","2026-11-25","Dispensed","RC-2026-01","2027-06-30"');
  });

  it("needs a batch number", async () => {
    const res = await staff.get("/api/admin/recalls?batch=%20");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Enter the batch number",
      code: "invalid_input",
      fields: { batch: "Enter the batch number" },
    });
  });
});
