import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, orderLine, orders, patientHistory, pharmacySettings } from "@/server/db/schema";
import { notSuitableMessage } from "@/shared/domain/clinical/eligibility";
import { DRAFT_STATE_IDS, ORDER_STATE_ID, type OrderState, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { NEXT_PEN_FROM_ACCOUNT_MESSAGE } from "@/shared/domain/treatment/reorder";
import { approveOrder, consultationOf } from "../../../../../tests/support/consultation-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";
import { errorBody } from "../../../../../tests/support/typed-api";
import {
  basic,
  outboxFor,
  type Patient,
  patientRow,
  readyToComplete,
  safety,
  state,
} from "../../../../../tests/support/patient-journey";
import { DAY_MS } from "@/shared/domain/dates";

/** The journey's questionnaire has no GP card answers: the GP is not told, with the reason. */
/** The completion the confirmation page sends: no body, the server knows the open order. */
const complete = (p: TestClient) => p.api.patient.complete.$post({ json: {} });

const NO_GP_DETAILS = {
  gpSharing: "not_shared" as const,
  gpNotSharedReason: "No GP details were given on the questionnaire.",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("POST /api/patient/complete", () => {
  it("completes the order, locks the questionnaire and queues the two e-mails with the booking link", async () => {
    const p = (await readyToComplete(t)) as Patient;
    const res = await complete(p);
    expect(res.status).toBe(200);
    const done = await res.json();
    expect(done).toMatchObject({
      totalDue: "199.00",
      name: "Ada Lovelace",
      email: p.email,
      deliveryMethod: "delivery",
      alreadyCompleted: false,
    });
    expect(done.productName).toMatch(/2\.5mg/);
    expect(done.shippingLines).toEqual(["1 High Street", "Oxford", "OX1 1AA"]);

    const url = new URL(done.bookingUrl);
    expect(url.origin + url.pathname).toBe("https://cal.com/village-pharmacy/consultation");
    expect(url.searchParams.get("email")).toBe(p.email);
    expect(url.searchParams.get("name")).toBe("Ada Lovelace");
    expect(url.searchParams.get("location")).toBe(`Order: ${done.orderId} | Patient ID: ${done.patientId}`);

    const [order] = await t.db.select().from(orders).where(eq(orders.order_id, done.orderId));
    expect(order).toMatchObject({ order_status_id: ORDER_STATE_ID.awaiting_review, product_name: done.productName });
    expect(order!.completed_at).toBeInstanceOf(Date);
    const [history] = await t.db.select().from(patientHistory).where(eq(patientHistory.order_id, done.orderId));
    expect(history!.date_completed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order!.patient_history_id).toBe(history!.patient_history_id);

    const mail = await outboxFor(t, done.orderId);
    expect(mail.map((m) => `${m.to} ${m.subject}`).sort()).toEqual(
      [
        `${p.email} Order Confirmation #${done.orderId}`,
        `hello@villagepharmacy.example New Order Completed - Order #${done.orderId}`,
        `pharmacist@villagepharmacy.example New Order Completed - Order #${done.orderId}`,
      ].sort(),
    );
    const confirmation = mail.find((m) => m.type === "order_confirmation")!;
    expect(confirmation.text).toContain(`location=Order%3A+${done.orderId}+%7C+Patient+ID%3A+${done.patientId}`);
  });

  it("completes once under 50 concurrent requests, with one set of e-mails", async () => {
    const p = await readyToComplete(t);
    const results = await Promise.all(Array.from({ length: 50 }, () => complete(p)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const bodies = await Promise.all(results.map((r) => r.json()));
    const ids = new Set(bodies.map((b) => b.orderId));
    expect(ids.size).toBe(1);
    expect(bodies.filter((b) => !b.alreadyCompleted)).toHaveLength(1);
    const [orderId] = [...ids];
    const [order] = await t.db.select().from(orders).where(eq(orders.order_id, orderId!));
    const all = await t.db.select().from(orders).where(eq(orders.patient_id, order!.patient_id));
    expect(all.map((o) => orderStateOf(o.order_status_id))).toEqual(["awaiting_review"]);
    expect(await outboxFor(t, orderId!)).toHaveLength(3);
    const locked = await t.db.select().from(patientHistory).where(eq(patientHistory.order_id, orderId!));
    expect(locked).toHaveLength(1);
  });

  it("answers a repeat with the same completed order", async () => {
    const p = await readyToComplete(t);
    const first = await (await complete(p)).json();
    const again = await (await complete(p)).json();
    expect(again).toMatchObject({ orderId: first.orderId, alreadyCompleted: true });
    expect(await (await p.api.patient.orders.latest.$get()).json()).toMatchObject({
      orderId: first.orderId,
      totalDue: "199.00",
    });
  });

  it("refuses to complete a blocked questionnaire", async () => {
    const p = await readyToComplete(t);
    await p.patch("/api/patient/questionnaire", { field: "hasEatingDisorder", answer: "yes", details: "" });
    const res = await p.post("/api/patient/complete", {});
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toBe(notSuitableMessage("hasEatingDisorder"));
    expect((await state(p)).order).not.toBeNull();
  });

  it("refuses to complete without a shipping choice", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    await p.put("/api/patient/safety", safety());
    await p.post("/api/patient/dose", {});
    const res = await p.post("/api/patient/complete", {});
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toBe("Please choose home delivery or pharmacy pickup first.");
  });

  it("refuses a starter-only patient whose order carries another dose", async () => {
    const p = (await readyToComplete(t)) as Patient;
    const row = await patientRow(t, p);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.patient_id, row.patient_id), inArray(orders.order_status_id, [...DRAFT_STATE_IDS])));
    await t.db
      .update(orderLine)
      .set({ product_id: 6, unit_price: "319.00" })
      .where(eq(orderLine.order_id, order!.order_id));
    expect((await p.post("/api/patient/complete", {})).status).toBe(403);
  });

  it("builds the booking link from the cal_booking_url setting", async () => {
    const p = await readyToComplete(t);
    await t.db
      .update(pharmacySettings)
      .set({ setting_value: "https://book.example/pharmacist?ref=site" })
      .where(eq(pharmacySettings.setting_key, "cal_booking_url"));
    try {
      const done = await (await complete(p)).json();
      const url = new URL(done.bookingUrl);
      expect(url.host).toBe("book.example");
      expect(url.searchParams.get("ref")).toBe("site");
      expect(url.searchParams.get("name")).toBe("Ada Lovelace");
    } finally {
      await t.db
        .update(pharmacySettings)
        .set({ setting_value: "https://cal.com/village-pharmacy/consultation" })
        .where(eq(pharmacySettings.setting_key, "cal_booking_url"));
    }
  });
});

describe("one open order per patient (decision 064)", () => {
  it("answers the dose step 409 while an earlier order is on its way, and starts nothing", async () => {
    const p = (await readyToComplete(t)) as Patient;
    const first = await (await complete(p)).json();
    // Before approval the order is followed on the account; once approved, the next pen is
    // requested there (decision 083).
    const approved: OrderState[] = ["awaiting_payment", "prescribed", "dispensed"];
    for (const orderState of ["awaiting_review", "info_requested", ...approved] as const) {
      await t.db
        .update(orders)
        .set({ order_status_id: ORDER_STATE_ID[orderState] })
        .where(eq(orders.order_id, first.orderId));
      const res = await p.post("/api/patient/dose", {});
      expect(res.status, orderState).toBe(409);
      expect(await errorBody(res)).toEqual({
        error: approved.includes(orderState)
          ? NEXT_PEN_FROM_ACCOUNT_MESSAGE
          : `Your order #${first.orderId} is still in progress. You can follow it on your account; a new order can start once it has been sent or collected.`,
        code: approved.includes(orderState) ? "next_pen_from_account" : "conflict",
      });
    }
    const row = await patientRow(t, p);
    expect(await t.db.select().from(orders).where(eq(orders.patient_id, row.patient_id))).toHaveLength(1);
  });

  it("holds in the database too: a second open order of a patient is refused", async () => {
    const p = (await readyToComplete(t)) as Patient;
    await p.post("/api/patient/complete", {});
    const row = await patientRow(t, p);
    const attempt = t.db.insert(orders).values({ patient_id: row.patient_id, order_status_id: ORDER_STATE_ID.draft });
    await expect(attempt).rejects.toThrow();
  });
});

describe("after a completed order", () => {
  it("starts a fresh open questionnaire and a fresh order, and allows every dose", async () => {
    const p = (await readyToComplete(t)) as Patient;
    const first = await (await complete(p)).json();
    // A prescriber approves the first supply (decision 025: only that lifts the 2.5 mg lock), and
    // the order is then cancelled before anything was supplied: the patient orders again here.
    // (After a supply, the next pen comes only through the re-order: next-pen-from-account.test.ts.)
    await approveOrder(t, await t.employee(), first.orderId, NO_GP_DETAILS);
    await t.db
      .update(orders)
      .set({ order_status_id: ORDER_STATE_ID.cancelled })
      .where(eq(orders.order_id, first.orderId));
    let s = await state(p);
    expect(s.order).toBeNull();
    expect(s.starterDoseOnly).toBe(false);
    expect(s.doses.every((d) => d.available)).toBe(true);
    // The locked questionnaire is not shown; the defaults are.
    expect(s.questionnaire).toMatchObject({ questionnaireId: null, height: 0, weight: 0, bmi: 0 });

    await p.put("/api/patient/basic", basic({ email: p.email }));
    s = await state(p);
    expect(s.questionnaire!.questionnaireId).not.toBeNull();
    expect(Object.values(s.questionnaire!.answers).every((a) => a.answer === null)).toBe(true);
    await p.put("/api/patient/safety", safety({ height: 171, weight: 95 }));

    const dose = await (await p.api.patient.dose.$post({ json: {} })).json();
    expect(dose.order.orderId).not.toBe(first.orderId);
    expect((await p.put("/api/patient/dose", { productId: 7 })).status).toBe(200);
    await p.put("/api/patient/shipping", { deliveryMethod: "pickup" });
    const second = await (await complete(p)).json();
    expect(second).toMatchObject({ alreadyCompleted: false });
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.productName).toMatch(/15mg/);

    const row = await patientRow(t, p);
    const histories = await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, row.patient_id));
    expect(histories.map((h) => h.order_id).sort()).toEqual([first.orderId, second.orderId].sort());
    expect(histories.find((h) => h.order_id === first.orderId)!.weight).toBe(100);
    expect(histories.find((h) => h.order_id === second.orderId)!.weight).toBe(95);
  });

  it("keeps a new patient on 2.5 mg after a completed order until a prescriber approves a supply (decision 025)", async () => {
    const p = (await readyToComplete(t)) as Patient;
    const first = await (await complete(p)).json();
    await t.db
      .update(orders)
      .set({ order_status_id: ORDER_STATE_ID.dispatched })
      .where(eq(orders.order_id, first.orderId));
    const s = await state(p);
    expect(s.starterDoseOnly).toBe(true);
    expect(s.doses.filter((d) => d.available).map((d) => d.productId)).toEqual([2]);
  });
});

describe("the consultation a completion opens (decision 077)", () => {
  it("opens one initial consultation awaiting review, due in 24 hours, for the requested dose, however often completion is sent", async () => {
    const p = (await readyToComplete(t)) as Patient;
    const results = await Promise.all(Array.from({ length: 5 }, () => complete(p)));
    const { orderId } = await results[0]!.json();
    const rows = await t.db.select().from(consultations).where(eq(consultations.order_id, orderId));
    expect(rows).toHaveLength(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.order_id, orderId));
    expect(rows[0]).toMatchObject({
      patient_id: order!.patient_id,
      kind: "initial",
      status: "awaiting_review",
      requested_product_id: 2,
      decided_at: null,
    });
    expect(rows[0]!.opened_at.getTime()).toBe(order!.completed_at!.getTime());
    expect(rows[0]!.due_at.getTime() - rows[0]!.opened_at.getTime()).toBe(DAY_MS);
  });

  it("opens a transfer for an existing user, with the dose they asked for", async () => {
    const p = (await readyToComplete(t, { userType: "existing", productId: 5 })) as Patient;
    const { orderId } = await (await complete(p)).json();
    expect(await consultationOf(t, orderId)).toMatchObject({
      kind: "transfer",
      status: "awaiting_review",
      requested_product_id: 5,
    });
  });
});
