/**
 * What the order page's dispensing card says (GET /api/admin/orders/:id, its `dispensing`), read
 * as staff read it: the prescription's signature (decision 118), an open fridge excursion
 * (decision 121), a recall of the assembled pack's batch (decision 122) and a pack whose twin came
 * back (decision 125).
 */
import { expect } from "vitest";
import type { TestClient } from "./test-app";

export interface DispensingSays {
  prescription: { prescriptionId: number; signature: string; form: string } | null;
  fridgeExcursion: { since: string } | null;
  recall: { batch: string; reference: string; message: string } | null;
  returnedPack: { batch: string; serial: string; message: string } | null;
}

/** The back office's order page (GET /api/admin/orders/:id) as `staff` read it, typed by its route. */
export async function orderPage(staff: TestClient, orderId: number) {
  const res = await staff.api.admin.orders[":id"].$get({ param: { id: String(orderId) } });
  expect(res.status, `GET /api/admin/orders/${orderId}`).toBe(200);
  return res.json();
}

export async function dispensingOf(staff: TestClient, orderId: number): Promise<DispensingSays> {
  return (await orderPage(staff, orderId)).dispensing;
}
