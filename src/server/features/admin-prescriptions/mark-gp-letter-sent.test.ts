import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, gpLetters } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { approveOrder, insertConsultation } from "../../../../tests/support/consultation-fixtures";
import { signedInEmployee } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let prescriber: TestClient;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await t.employee();
  staff = await signedInEmployee(t, "staff");
});
afterAll(() => t?.close());

const send = (id: number, channel: string) => staff.post(`/api/admin/gp-letters/${id}/sent`, { channel });

describe("POST /api/admin/gp-letters/:id/sent (decision 077)", () => {
  it("marks a draft as sent with the channel, when and by whom, audited", async () => {
    const c = await insertConsultation(t.db);
    const { gpLetterId } = await approveOrder(t, prescriber, c.order.order_id);
    const res = await send(gpLetterId, "nhs_mail");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      gpLetterId,
      status: "sent",
      statusLabel: "Sent",
      notRequiredReason: null,
      sentChannel: "nhs_mail",
      sentChannelLabel: "NHSmail",
      sentAt: NOW.toISOString(),
      sentBy: "Sam Staff",
    });
    expect((await t.db.select().from(gpLetters).where(eq(gpLetters.gp_letter_id, gpLetterId)))[0]).toMatchObject({
      status: "sent",
      sent_channel: "nhs_mail",
      sent_by_name: "Sam Staff",
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "gp_letter.update"), eq(auditLog.target_id, String(gpLetterId))));
    expect(audit).toMatchObject({
      target_type: "gp_letter",
      changed_fields: ["status", "sent_channel", "sent_at", "sent_by_name"],
    });
  });

  it("answers 409 for a letter already sent, or one that is not required, and changes nothing", async () => {
    const c = await insertConsultation(t.db);
    const { gpLetterId } = await approveOrder(t, prescriber, c.order.order_id);
    await send(gpLetterId, "post");
    const again = await send(gpLetterId, "email");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: "This letter was already marked as sent on 25 November 2026 by Sam Staff.",
      letter: { sentChannel: "post" },
    });

    const noGp = await insertConsultation(t.db, { history: { gp_consent: "no_gp", gp_practice_name: null } });
    const notRequired = await approveOrder(t, prescriber, noGp.order.order_id, { gpSharing: "no_gp" });
    const res = await send(notRequired.gpLetterId, "post");
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: "No letter is needed for this consultation: The patient has no GP.",
    });
    expect(
      (await t.db.select().from(gpLetters).where(eq(gpLetters.gp_letter_id, notRequired.gpLetterId)))[0],
    ).toMatchObject({ status: "not_required", sent_at: null });
  });

  it("needs a known channel", async () => {
    const c = await insertConsultation(t.db);
    const { gpLetterId } = await approveOrder(t, prescriber, c.order.order_id);
    const res = await send(gpLetterId, "pigeon");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Choose how the letter was sent",
      code: "invalid_input",
      fields: { channel: "Choose how the letter was sent" },
    });
  });
});
