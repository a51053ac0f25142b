import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, emailOutbox, products, stockWishes } from "@/server/db/schema";
import { STOCK_MESSAGES } from "@/shared/domain/dispensing/stock";
import { readyToComplete } from "../../../../../tests/support/patient-journey";
import { GTIN_OF } from "../../../../../tests/support/pack-gtins";
import { checkin, suppliedPatient } from "../../../../../tests/support/reorder-fixtures";
import { stockClient, stockTestApp } from "../../../../../tests/support/stock-fixtures";
import type { TestApp, TestClient } from "../../../../../tests/support/test-app";
import { errorBody } from "../../../../../tests/support/typed-api";

const NOW = new Date("2026-06-10T10:00:00Z");
const OUT = { error: STOCK_MESSAGES.outOfStockRefusal, code: "conflict" };
let t: TestApp;
let staff: TestClient;
let stock: ReturnType<typeof stockClient>;
beforeAll(async () => {
  ({ t, staff, stock } = await stockTestApp(NOW));
});
afterAll(() => t?.close());

const doseStep = async (p: TestClient) => (await p.api.patient.dose.$post({ json: {} })).json();
const reorderForm = async (p: TestClient) => (await (await p.api.account.reorder.$get()).json()).form;

const backInStock = (p: TestClient, productId: number) => p.api.patient["back-in-stock"].$post({ json: { productId } });

/** The 2.5 mg pen received, then every pack broken: tracked, and out of stock. */
async function starterOutOfStock() {
  await stock.receive({ gtin: "09506000134352", batchNumber: "S-1", expiryDate: "2027-06-30", quantity: 1 });
  const res = await stock.adjust({ productId: 2, batchNumber: "S-1", kind: "broken", quantity: 1, reason: "Crushed" });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe("a strength out of stock (decision 124)", () => {
  it("is marked on the dose step and refused at the dose and at completion; the patient is told when it is back", async () => {
    const p = await readyToComplete(t);
    await starterOutOfStock();
    const step = await doseStep(p);
    expect(step.doses.find((d) => d.productId === 2)).toMatchObject({ outOfStock: true });
    // A strength never received is not tracked, so never out of stock.
    expect(step.doses.find((d) => d.productId === 3)).toMatchObject({ outOfStock: false });

    const chosen = await p.api.patient.dose.$put({ json: { productId: 2 } });
    expect(chosen.status).toBe(409);
    expect(await errorBody(chosen)).toEqual(OUT);
    const completed = await p.api.patient.complete.$post({ json: {} });
    expect(completed.status).toBe(409);
    expect(await errorBody(completed)).toEqual(OUT);

    // "Tell me when it is back": once, however often asked; only for a strength out of stock.
    for (let i = 0; i < 2; i++) expect((await backInStock(p, 2)).status).toBe(201);
    const inStock = await backInStock(p, 3);
    expect(inStock.status).toBe(409);
    expect(await errorBody(inStock)).toEqual({ error: STOCK_MESSAGES.inStock, code: "conflict" });
    expect((await backInStock(p, 999)).status).toBe(400);
    expect((await doseStep(p)).waitingFor).toEqual([2]);

    // A short-dated delivery does not bring it back; an in-date one does, and tells them once.
    const short = await stock.receive({
      gtin: "09506000134352",
      batchNumber: "S-2",
      expiryDate: "2026-06-20",
      quantity: 1,
    });
    expect(await short.json()).toMatchObject({ patientsTold: 0 });
    const back = await stock.receive({
      gtin: "09506000134352",
      batchNumber: "S-3",
      expiryDate: "2027-06-30",
      quantity: 2,
    });
    expect(await back.json()).toMatchObject({ patientsTold: 1 });
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.type, "back_in_stock"));
    expect(mail).toEqual([expect.objectContaining({ to_address: p.email })]);
    expect(mail[0]!.text).not.toMatch(/mg|Mounjaro|tirzepatide|pen/i);
    expect(await t.db.select().from(stockWishes)).toEqual([expect.objectContaining({ told_at: NOW })]);
    expect((await doseStep(p)).waitingFor).toEqual([]);

    const done = await p.api.patient.complete.$post({ json: {} });
    expect(done.status).toBe(200);

    // The prescriber sees, beside each strength, the packs free to supply it (null: not tracked).
    const { orderId } = await done.json();
    const [c] = await t.db.select().from(consultations).where(eq(consultations.order_id, orderId));
    const review = await staff.api.admin.consultations[":id"].$get({ param: { id: String(c!.consultation_id) } });
    const { products: strengths } = await review.json();
    expect(strengths.filter((s) => s.productId <= 3)).toEqual([
      expect.objectContaining({ productId: 2, freeStock: 2 }),
      expect.objectContaining({ productId: 3, freeStock: null }),
    ]);
  });

  it("is not offered at the re-order check-in, and refused there", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 5 });
    // The 7.5 mg pen received short-dated only: tracked, nothing that lasts the supply.
    await t.db.update(products).set({ gtin: GTIN_OF[4] }).where(eq(products.product_id, 4));
    const received = await stock.receive({
      gtin: GTIN_OF[4],
      batchNumber: "R-1",
      expiryDate: "2026-06-30",
      quantity: 1,
    });
    expect(received.status).toBe(201);
    expect((await reorderForm(p))?.outOfStock).toEqual([{ mg: 7.5, productId: 4, waiting: false }]);
    const res = await p.api.account.reorder.$post({ json: checkin(NOW, { requestedMg: 7.5 }) });
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toEqual({ ...OUT, fields: { requestedMg: STOCK_MESSAGES.outOfStockRefusal } });
    expect((await backInStock(p, 4)).status).toBe(201);
    expect((await reorderForm(p))?.outOfStock).toEqual([{ mg: 7.5, productId: 4, waiting: true }]);
  });
});
