import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispensingSteps, products } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { PACK_CODE_NO_SEPARATOR } from "@/shared/domain/dispensing/gs1";
import { ALL_CHECKED, ensureRpOnDuty, secondEmployee } from "../../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";
import { orderPage } from "../../../../../tests/support/order-page";

const NOW = new Date("2026-11-25T10:00:00Z");
const GS = "\x1d";
// The prescribed 2.5 mg pen's GTIN (product 2) and the 5 mg pen's (product 3), as the superintendent set them.
const GTIN_2_5 = "09506000134352";
const GTIN_5 = "05012345678900";
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
  await ensureRpOnDuty(staff);
  await t.db.update(products).set({ gtin: GTIN_2_5 }).where(eq(products.product_id, 2));
  await t.db.update(products).set({ gtin: GTIN_5 }).where(eq(products.product_id, 3));
});
afterAll(() => t?.close());

/** A paid order whose clinical check is done: waiting to be assembled. */
async function checkedOrder(opts: { strengthMg?: 2.5 | 7.5 } = {}) {
  const { order } = await orderInState(t.db, "prescribed", opts);
  expect((await staff.post(`/api/admin/orders/${order.order_id}/clinical-check`, { confirmed: true })).status).toBe(
    200,
  );
  return order.order_id;
}
const assemble = (orderId: number, body: Record<string, unknown>) =>
  staff.post(`/api/admin/orders/${orderId}/assemble`, body);
const assemblies = (orderId: number) =>
  t.db.select().from(dispensingSteps).where(eq(dispensingSteps.order_id, orderId));
const scanOf = (gtin: string, expiry: string, batch = "AB1234", serial = "SN00012345") =>
  `01${gtin}17${expiry}10${batch}${GS}21${serial}`;

describe("POST /api/admin/orders/:id/assemble", () => {
  it("comes after the clinical check", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const res = await assemble(order.order_id, { batchNumber: "BN-1", expiryDate: "2027-06-30" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "The clinical check comes first.", code: "conflict" });
  });

  it("reads a scanned DataMatrix: GTIN, expiry, batch and serial, the scan's fields winning over typed ones", async () => {
    const orderId = await checkedOrder();
    const res = await assemble(orderId, { scan: scanOf(GTIN_2_5, "270331"), batchNumber: "TYPED", expiryDate: "" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      batchNumber: "AB1234",
      expiryDate: "2027-03-31",
      serialNumber: "SN00012345",
    });
    expect(await assemblies(orderId)).toContainEqual(
      expect.objectContaining({
        step: "assembly",
        product_id: 2,
        gtin: GTIN_2_5,
        batch_number: "AB1234",
        expiry_date: "2027-03-31",
        serial_number: "SN00012345",
        scanned: true,
        employee_name: "Priya Shah",
        created_at: NOW,
      }),
    );
  });

  it("reads the bracketed human-readable form too", async () => {
    const orderId = await checkedOrder();
    const res = await assemble(orderId, { scan: `(01)${GTIN_2_5}(17)270630(10)XY99` });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ batchNumber: "XY99", expiryDate: "2027-06-30", serialNumber: null });
  });

  it("takes a pack typed by hand", async () => {
    const orderId = await checkedOrder();
    expect((await assemble(orderId, { batchNumber: " BN-7 ", expiryDate: "2027-01-31" })).status).toBe(200);
    expect(await assemblies(orderId)).toContainEqual(
      expect.objectContaining({ batch_number: "BN-7", expiry_date: "2027-01-31", gtin: null, scanned: false }),
    );
  });

  it("refuses a pack that is not the prescribed product's GTIN, beside the scan", async () => {
    const orderId = await checkedOrder();
    const res = await assemble(orderId, { scan: scanOf(GTIN_5, "270331") });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "This pack is not the prescribed strength.",
      code: "invalid_input",
      fields: { scan: "This pack is not the prescribed strength." },
    });
    // A 7.5 mg prescription: the 2.5 mg pen's code is refused, and there is no code on record to check against.
    const other = await checkedOrder({ strengthMg: 7.5 });
    expect(await (await assemble(other, { scan: scanOf(GTIN_2_5, "270331") })).json()).toMatchObject({
      fields: {
        scan: "This product has no barcode (GTIN) on record. Type the batch and expiry, or ask the superintendent to add it.",
      },
    });
    expect((await assemblies(orderId)).filter((s) => s.step === "assembly")).toEqual([]);
  });

  it("refuses an expired pack and one expiring before the end of the 28-day supply, scanned or typed", async () => {
    const orderId = await checkedOrder();
    const expired = await assemble(orderId, { scan: scanOf(GTIN_2_5, "261124") });
    expect(await expired.json()).toEqual({
      error: "This pack has expired.",
      code: "invalid_input",
      fields: { scan: "This pack has expired." },
    });
    const soon = await assemble(orderId, { batchNumber: "BN-1", expiryDate: "2026-12-22" });
    expect(soon.status).toBe(400);
    expect(await soon.json()).toEqual({
      error: "This pack expires before the end of the 28-day supply.",
      code: "invalid_input",
      fields: { expiryDate: "This pack expires before the end of the 28-day supply." },
    });
    // 28 days to go covers the supply.
    expect((await assemble(orderId, { batchNumber: "BN-1", expiryDate: "2026-12-23" })).status).toBe(200);
  });

  it("answers a code it cannot read, or one with other control characters, beside the scan", async () => {
    const orderId = await checkedOrder();
    expect(await (await assemble(orderId, { scan: "not a barcode" })).json()).toMatchObject({
      fields: { scan: "This is not a pack barcode we can read. Scan it again or type the batch and expiry." },
    });
    expect(await (await assemble(orderId, { scan: `01${GTIN_2_5}\x0717270331` })).json()).toMatchObject({
      fields: { scan: "Scan pack must be the text of a barcode" },
    });
    // Issue 29: a scanner that drops the separator would make batch ABC and serial SER123 one batch.
    const runTogether = await assemble(orderId, { scan: `01${GTIN_2_5}1727033110ABC21SER123` });
    expect(runTogether.status).toBe(400);
    expect(await runTogether.json()).toMatchObject({ fields: { scan: PACK_CODE_NO_SEPARATOR } });
    expect(await (await assemble(orderId, { batchNumber: "", expiryDate: "2027-02-30" })).json()).toMatchObject({
      fields: { batchNumber: "Enter the batch number", expiryDate: "Enter the expiry date" },
    });
  });

  it("may be done again before the accuracy check; the new pack's label is then printed again", async () => {
    const orderId = await checkedOrder();
    expect((await assemble(orderId, { batchNumber: "WRONG-1", expiryDate: "2027-05-31" })).status).toBe(200);
    expect((await staff.post(`/api/admin/orders/${orderId}/label-printed`, {})).status).toBe(200);
    // The checker spots the wrong pack; it is assembled again.
    expect((await assemble(orderId, { batchNumber: "RIGHT-2", expiryDate: "2027-05-31" })).status).toBe(200);
    const checker = await secondEmployee(t);
    const early = await checker.post(`/api/admin/orders/${orderId}/accuracy-check`, ALL_CHECKED);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: "Print the label before the accuracy check.", code: "conflict" });
    expect((await staff.post(`/api/admin/orders/${orderId}/label-printed`, {})).status).toBe(200);
    const res = await checker.post(`/api/admin/orders/${orderId}/accuracy-check`, ALL_CHECKED);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ entry: { batchNumber: "RIGHT-2" } });
    const detail = await orderPage(staff, orderId);
    expect(detail.dispensing.steps.assembly).toMatchObject({ batchNumber: "RIGHT-2", reassembled: true });
    // After the check, nothing is assembled again: a correction is an incident.
    const late = await assemble(orderId, { batchNumber: "OTHER", expiryDate: "2027-05-31" });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      error: "The accuracy check is done. To correct this dispensing, record an incident.",
      code: "conflict",
    });
  });
});
