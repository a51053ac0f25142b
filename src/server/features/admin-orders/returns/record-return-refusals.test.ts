/**
 * What a return refuses (decision 125): a body that does not say what came back and what
 * happens (400, by field), anyone but staff (403, 401), a state nothing dispensed can come back
 * from, the wrong kind or another open order (409); and a returned pack at any later check or
 * hand-over.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispensingSteps } from "@/server/db/schema";
import { RETURN_MESSAGES } from "@/shared/domain/orders/returns";
import {
  ALL_CHECKED,
  DISPATCH,
  dispenseThroughSteps,
  secondEmployee,
} from "../../../../../tests/support/dispensing-fixtures";
import { insertOrderInState, orderInState, signedInPatient } from "../../../../../tests/support/order-fixtures";
import {
  eventsOf,
  okBody as ok,
  orderPost as post,
  registerNotesOf,
  returnsTestApp,
  typedPack as pack,
} from "../../../../../tests/support/return-fixtures";
import { signedInStaff } from "../../../../../tests/support/staff-fixtures";
import { stateOf } from "../../../../../tests/support/order-state";
import type { TestApp, TestClient } from "../../../../../tests/support/test-app";
import { errorBody } from "../../../../../tests/support/typed-api";
import { dispensingOf } from "../../../../../tests/support/order-page";

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

  it("refuses at the hand-over a pack checked before its twin came back, until dispensed again from another", async () => {
    const { order: first } = await orderInState(t.db, "prescribed", { method: "pickup" });
    const { order: parcel } = await orderInState(t.db, "prescribed", { method: "delivery" });
    const { order: counter } = await orderInState(t.db, "prescribed", { method: "pickup" });
    // The same batch and serial on three orders, each checked before any came back.
    for (const { order_id: id } of [first, parcel, counter])
      await ok(await dispenseThroughSteps(t, pharmacist, id, pack("RT-H1", "SER-H")));
    await ok(await post(pharmacist, first.order_id, "ready-to-collect"));
    await ok(await post(pharmacist, first.order_id, "collect", { idChecked: true }));
    await ok(await post(pharmacist, counter.order_id, "ready-to-collect"));
    await ok(await returnOf(first.order_id, { kind: "returned_by_patient", outcome: "refund_due" }));

    const held = { error: RETURN_MESSAGES.packReturned("RT-H1", "SER-H"), code: "conflict" };
    // The order page says it before anyone tries.
    expect((await dispensingOf(pharmacist, parcel.order_id)).returnedPack).toEqual({
      batch: "RT-H1",
      serial: "SER-H",
      message: held.error,
    });
    const dispatch = await post(pharmacist, parcel.order_id, "dispatch", DISPATCH);
    expect(dispatch.status).toBe(409);
    expect(await dispatch.json()).toEqual(held);
    const collect = await post(pharmacist, counter.order_id, "collect", { idChecked: true });
    expect(collect.status).toBe(409);
    expect(await collect.json()).toEqual(held);
    expect(await stateOf(t.db, parcel.order_id)).toBe("dispensed");
    expect(await stateOf(t.db, counter.order_id)).toBe("ready_to_collect");

    // The way out: withdrawn before supply, and dispensed again from another pack.
    const withdrawn = { kind: "withdrawn_before_supply", note: "Its twin came back.", outcome: "redispatch" };
    await ok(await returnOf(parcel.order_id, withdrawn));
    expect((await dispensingOf(pharmacist, parcel.order_id)).returnedPack).toBeNull();
    await ok(await post(pharmacist, parcel.order_id, "assemble", pack("RT-H1", "SER-H2")));
    await ok(await post(pharmacist, parcel.order_id, "label-printed"));
    await ok(await post(await secondEmployee(t), parcel.order_id, "accuracy-check", ALL_CHECKED));
    await ok(await post(pharmacist, parcel.order_id, "dispatch", DISPATCH));
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
