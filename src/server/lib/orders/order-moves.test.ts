import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents } from "@/server/db/schema";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { insertCompletedOrder, insertPatient } from "../../../../tests/support/admin-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { AppError } from "../http/app-error";
import { moveOrder } from "./order-moves";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const now = new Date("2026-11-23T10:00:00Z");
const eventsOf = (orderId: number) =>
  t.db.select().from(orderEvents).where(eq(orderEvents.order_id, orderId)).orderBy(asc(orderEvents.order_event_id));

describe("moveOrder", () => {
  it("moves an order one allowed step and writes who did it", async () => {
    const patient = await insertPatient(t.db);
    const order = await insertCompletedOrder(t.db, patient.patient_id);
    const moved = await t.db.transaction((tx) =>
      moveOrder(tx, {
        orderId: order.order_id,
        action: "approve",
        actor: { kind: "prescriber", userId: "u1", name: "Priya Shah" },
        now,
        note: "Approved 2.5 mg",
      }),
    );
    expect(moved).toMatchObject({
      from: "awaiting_review",
      to: "awaiting_payment",
      order: { order_status_id: ORDER_STATE_ID.awaiting_payment },
    });
    expect(await eventsOf(order.order_id)).toEqual([
      expect.objectContaining({
        from_status_id: ORDER_STATE_ID.awaiting_review,
        to_status_id: ORDER_STATE_ID.awaiting_payment,
        actor_kind: "staff",
        actor_name: "Priya Shah",
        note: "Approved 2.5 mg",
      }),
    ]);
  });

  it("refuses a move the state does not allow with 409 and changes nothing", async () => {
    const patient = await insertPatient(t.db);
    const order = await insertCompletedOrder(t.db, patient.patient_id);
    const attempt = t.db.transaction((tx) =>
      moveOrder(tx, { orderId: order.order_id, action: "dispense", actor: { kind: "staff" }, now }),
    );
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      message: `Order #${order.order_id} is awaiting review`,
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    expect(await stateOf(t.db, order.order_id)).toBe("awaiting_review");
    expect(await eventsOf(order.order_id)).toEqual([]);
  });

  it("refuses a move the actor may never make with 403", async () => {
    const patient = await insertPatient(t.db);
    const order = await insertCompletedOrder(t.db, patient.patient_id);
    await expect(
      t.db.transaction((tx) =>
        moveOrder(tx, { orderId: order.order_id, action: "approve", actor: { kind: "staff" }, now }),
      ),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("keeps events append-only: the database refuses to change or remove one", async () => {
    const patient = await insertPatient(t.db);
    const order = await insertCompletedOrder(t.db, patient.patient_id);
    await t.db.transaction((tx) =>
      moveOrder(tx, { orderId: order.order_id, action: "cancel", actor: { kind: "patient" }, now }),
    );
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "done",
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await refusal(t.db.execute(sql`UPDATE order_events SET note = 'edited' WHERE order_id = ${order.order_id}`)),
    ).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`DELETE FROM order_events WHERE order_id = ${order.order_id}`))).toMatch(
      /append-only/,
    );
    expect(await eventsOf(order.order_id)).toHaveLength(1);
  });
});
