/**
 * What a return refuses (decision 125): a body that does not say what came back and what
 * happens (400, by field), anyone but staff (403, 401), a state nothing dispensed can come back
 * from, the wrong kind or another open order (409); and a returned pack at any later check.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispensingSteps } from "@/server/db/schema";
import {
  ALL_CHECKED,
  DISPATCH,
  dispenseThroughSteps,
  secondEmployee,
} from "../../../../tests/support/dispensing-fixtures";
import { insertOrderInState, orderInState, signedInPatient } from "../../../../tests/support/order-fixtures";
import {
  eventsOf,
  okBody as ok,
  orderPost as post,
  registerNotesOf,
  returnsTestApp,
  typedPack as pack,
} from "../../../../tests/support/return-fixtures";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import type { TestApp, TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

let t: TestApp;
let pharmacist: TestClient;
beforeAll(async () => {
  ({ t, pharmacist } = await returnsTestApp());
});
afterAll(() => t?.close());

const returnOf = (orderId: number, body: Record<string, unknown>, who = pharmacist) =>
  post(who, orderId, "return", body);

describe("a returned pack at a later check", () => {
  it("refuses at the accuracy check a pack assembled elsewhere before its twin came back", async () => {
    const { order: first } = await orderInState(t.db, "prescribed", { method: "delivery" });
    const { order: second } = await orderInState(t.db, "prescribed", { method: "delivery" });
    await ok(await dispenseThroughSteps(t, pharmacist, first.order_id, pack("RT-C1", "SER-C")));
    await ok(await post(pharmacist, first.order_id, "dispatch", DISPATCH));
    await ok(await post(pharmacist, second.order_id, "clinical-check", { confirmed: true }));
    await ok(await post(pharmacist, second.order_id, "assemble", pack("RT-C1", "SER-C")));
    await ok(await post(pharmacist, second.order_id, "label-printed"));

    await ok(
      await returnOf(first.order_id, { kind: "returned_to_pharmacy", reason: "refused", outcome: "refund_due" }),
    );
    const res = await post(await secondEmployee(t), second.order_id, "accuracy-check", ALL_CHECKED);
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toContain("serial SER-C was returned");
    expect(await stateOf(t.db, second.order_id)).toBe("prescribed");
    // A pack typed without its serial cannot be told from its batch's others: not refused.
    await ok(await post(pharmacist, second.order_id, "assemble", pack("RT-C1")));
  });
});

describe("what a return refuses", () => {
  const parcel = { kind: "returned_to_pharmacy", reason: "undelivered", outcome: "refund_due" };

  it("answers 400 with each field's message, and changes nothing", async () => {
    const { order } = await orderInState(t.db, "dispatched");
    const id = order.order_id;
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{}, { kind: "Choose how the pack came back", outcome: "Choose what happens to the order" }],
      [{ kind: "returned_to_pharmacy", outcome: "refund_due" }, { reason: "Choose why the parcel came back" }],
      // Every question unanswered is said at once, not one after another.
      [
        { kind: "returned_to_pharmacy" },
        { reason: "Choose why the parcel came back", outcome: "Choose what happens to the order" },
      ],
      [{ ...parcel, reason: "lost" }, { reason: "Choose why the parcel came back" }],
      [{ ...parcel, outcome: "restock" }, { outcome: "Choose what happens to the order" }],
      [
        { kind: "returned_by_patient", reason: "refused", outcome: "refund_due" },
        { reason: "A reason is chosen only for a parcel returned to the pharmacy" },
      ],
      [{ ...parcel, note: "x".repeat(1001) }, { note: "Note must be at most 1000 characters" }],
      [{ ...parcel, note: "bad\u0000note" }, { note: expect.any(String) as unknown as string }],
    ];
    for (const [body, fields] of cases) {
      const res = await returnOf(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json(), JSON.stringify(body)).toMatchObject({ code: "invalid_input", fields });
    }
    expect(await stateOf(t.db, id)).toBe("dispatched");
    expect(await eventsOf(t.db, id)).toEqual([]);
  });

  it("answers 403 to a patient, 401 to a visitor and 404 for an order staff cannot see", async () => {
    const { order } = await orderInState(t.db, "dispatched");
    expect((await returnOf(order.order_id, parcel, await signedInPatient(t))).status).toBe(403);
    expect((await returnOf(order.order_id, parcel, t.client())).status).toBe(401);
    expect((await returnOf(999999, parcel)).status).toBe(404);
    // Any employee may record it, as before.
    const technician = await signedInStaff(t, "staff", { registration: "technician", name: "Tom Tech" });
    await ok(await returnOf(order.order_id, parcel, technician));
  });

  it("answers 409 with the reason for a state it does not allow, the wrong kind, or another open order", async () => {
    const { order: prescribed } = await orderInState(t.db, "prescribed");
    const refused = await returnOf(prescribed.order_id, parcel);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: `Order #${prescribed.order_id} is prescribed`, code: "conflict" });

    const { order: collected } = await orderInState(t.db, "collected", { method: "pickup" });
    const wrongKind = await returnOf(collected.order_id, parcel);
    expect(wrongKind.status).toBe(409);
    expect(await wrongKind.json()).toEqual({
      error: `Order #${collected.order_id} is now recorded as "Returned by patient": reload the page and try again.`,
      code: "conflict",
    });

    // Twice: the first return moved it on.
    const { order: once } = await orderInState(t.db, "delivered");
    await ok(await returnOf(once.order_id, parcel));
    const again = await returnOf(once.order_id, parcel);
    expect(await again.json()).toEqual({ error: `Order #${once.order_id} is refund due`, code: "conflict" });

    // A re-dispatch is an open order again: not while the patient has started another.
    const { order: sent, patient } = await orderInState(t.db, "dispatched");
    const next = await insertOrderInState(t.db, patient.patient_id, "awaiting_review");
    const open = await returnOf(sent.order_id, { ...parcel, outcome: "redispatch" });
    expect(open.status).toBe(409);
    expect(await open.json()).toEqual({
      error: `The patient has another open order (#${next.order_id}): record this return as Refund due, or settle that order first.`,
      code: "conflict",
    });
    for (const id of [prescribed.order_id, collected.order_id, sent.order_id]) {
      expect(await registerNotesOf(t.db, id)).toEqual([]);
      expect(
        await t.db
          .select()
          .from(dispensingSteps)
          .where(sql`${dispensingSteps.order_id} = ${id} AND step = 'return'`),
      ).toEqual([]);
    }
    expect(await stateOf(t.db, sent.order_id)).toBe("dispatched");
  });

  it("keeps the register's notes append-only", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    await ok(await dispenseThroughSteps(t, pharmacist, order.order_id, pack("RT-Z1")));
    await ok(
      await returnOf(order.order_id, { kind: "withdrawn_before_supply", outcome: "refund_due", note: "Dropped." }),
    );
    await expect(
      t.db.execute(sql`UPDATE pom_register_notes SET note = 'x' WHERE order_id = ${order.order_id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`DELETE FROM pom_register_notes WHERE order_id = ${order.order_id}`),
    ).rejects.toThrow();
  });
});
