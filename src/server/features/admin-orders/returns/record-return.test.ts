/**
 * Returns (issue 29 item 5, decision 125): a pack that comes back is quarantined for destruction
 * and never supplied again; the order is owed its refund or dispensed again in a new round of
 * steps, with a register entry of its own. Each return is on the timeline and in the register's notes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prescriptions } from "@/server/db/schema";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import type { RecordReturnInput } from "@/shared/schemas/orders/orders";
import {
  ALL_CHECKED,
  DISPATCH,
  dispenseThroughSteps,
  secondEmployee,
  type TypedPack,
} from "../../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../../tests/support/order-fixtures";
import {
  entriesOf,
  eventsOf,
  okBody as ok,
  orderPost as post,
  registerNotesOf,
  returnsTestApp,
  typedPack as pack,
} from "../../../../../tests/support/return-fixtures";
import { orderPage as pageOf } from "../../../../../tests/support/order-page";
import { stateOf } from "../../../../../tests/support/order-state";
import type { TestApp, TestClient } from "../../../../../tests/support/test-app";
import { errorBody } from "../../../../../tests/support/typed-api";

let t: TestApp;
let pharmacist: TestClient;
beforeAll(async () => {
  ({ t, pharmacist } = await returnsTestApp());
});
afterAll(() => t?.close());

const returnOf = (orderId: number, json: RecordReturnInput) =>
  pharmacist.api.admin.orders[":id"].return.$post({ param: { id: String(orderId) }, json });

/** A new round after a return: the assembly, its label and the accuracy check by a second person. */
async function dispenseAgain(orderId: number, next: TypedPack) {
  await ok(await post(pharmacist, orderId, "assemble", next));
  await ok(await post(pharmacist, orderId, "label-printed"));
  const checker = await secondEmployee(t);
  return ok(
    await checker.api.admin.orders[":id"]["accuracy-check"].$post({
      param: { id: String(orderId) },
      json: ALL_CHECKED,
    }),
  );
}

describe("a parcel returned to the pharmacy (decision 125)", () => {
  it("quarantines the pack, and a re-dispatch dispenses another pack in a new round with its own register entry", async () => {
    const { order } = await orderInState(t.db, "prescribed", { method: "delivery" });
    const id = order.order_id;
    await ok(await dispenseThroughSteps(t, pharmacist, id, pack("RT-A1", "SER-A")));
    await ok(await post(pharmacist, id, "dispatch", DISPATCH));

    const returned = await ok(
      await returnOf(id, {
        kind: "returned_to_pharmacy",
        reason: "undelivered",
        outcome: "redispatch",
        note: "Card left twice; parcel back from the depot.",
      }),
    );
    expect(returned).toEqual({
      orderId: id,
      state: "redispatch",
      kind: "returned_to_pharmacy",
      outcome: "redispatch",
      pack: { batchNumber: "RT-A1", expiryDate: "2027-06-30", serialNumber: "SER-A" },
      registerEntryId: expect.any(Number),
    });
    expect(await stateOf(t.db, id)).toBe("redispatch");

    // The timeline and the register's note say what came back, the quarantine and what happens next.
    const said =
      "Returned to pharmacy: undelivered. The pack (batch RT-A1, serial SER-A) is quarantined for destruction, never supplied again.";
    const events = await eventsOf(t.db, id);
    expect(events.at(-1)).toMatchObject({
      from_status_id: ORDER_STATE_ID.dispatched,
      to_status_id: ORDER_STATE_ID.redispatch,
      actor_name: "Priya Shah",
      note: `${said} Card left twice; parcel back from the depot.`,
      data: {
        returnKind: "returned_to_pharmacy",
        returnReason: "undelivered",
        batchNumber: "RT-A1",
        expiryDate: "2027-06-30",
        serialNumber: "SER-A",
      },
    });
    const [first] = await entriesOf(t.db, id);
    expect(await registerNotesOf(t.db, id)).toEqual([
      expect.objectContaining({
        entry_id: first!.entry_id,
        kind: "return",
        note: `${said} Outcome: Re-dispatch. Card left twice; parcel back from the depot.`,
        entered_by_name: "Priya Shah",
      }),
    ]);

    // The order waits for a new assembly: the clinical check stands, the earlier round is history.
    const page = await pageOf(pharmacist, id);
    expect(page.order.state).toBe("redispatch");
    expect(page.actions).not.toContain("record_return");
    expect(page.dispensing.waiting).toBe("assembly");
    expect(page.dispensing.steps.clinicalCheck).not.toBeNull();
    expect(page.dispensing.steps.assembly).toBeNull();
    expect(page.dispensing.steps.accuracyCheck).toBeNull();
    expect(page.dispensing.steps.earlierRounds).toEqual([
      expect.objectContaining({
        assembly: expect.objectContaining({ batchNumber: "RT-A1", serialNumber: "SER-A" }),
        accuracyCheck: expect.objectContaining({ by: expect.any(String) }),
        returned: expect.objectContaining({ by: "Priya Shah", note: expect.stringContaining(said) }),
      }),
    ]);
    // Nothing is handed over before the new round is checked.
    expect((await post(pharmacist, id, "dispatch", DISPATCH)).status).toBe(409);
    expect((await post(await secondEmployee(t), id, "accuracy-check", ALL_CHECKED)).status).toBe(409);

    // The returned pack is never supplied again, however its batch and serial are typed.
    const same = await post(pharmacist, id, "assemble", pack(" rt-a1", "ser-a "));
    expect(same.status).toBe(409);
    expect(await errorBody(same)).toEqual({
      error:
        "The pack of batch rt-a1, serial ser-a was returned: it is quarantined for destruction and is never supplied again. Take another pack.",
      code: "conflict",
    });

    // Another pack: assembled, labelled, checked (a second register entry), dispatched.
    const checked = await dispenseAgain(id, pack("RT-B1", "SER-B"));
    expect(checked).toMatchObject({ entry: { batchNumber: "RT-B1" } });
    expect(await stateOf(t.db, id)).toBe("dispensed");
    await ok(await post(pharmacist, id, "dispatch", DISPATCH));
    expect(await stateOf(t.db, id)).toBe("dispatched");
    const entries = await entriesOf(t.db, id);
    expect(entries.map((e) => e.batch_number)).toEqual(["RT-A1", "RT-B1"]);
    expect(new Set(entries.map((e) => e.accuracy_step_id)).size).toBe(2);

    // The register lists each supply once, the first with its note, each with its responsible pharmacist.
    const register = await ok(
      await pharmacist.api.admin.register.$get({ query: { from: "2026-11-25", to: "2026-11-25" } }),
    );
    expect(register.entries.filter((e) => e.orderId === id)).toEqual([
      expect.objectContaining({
        batchNumber: "RT-A1",
        notes: expect.stringContaining(said),
        responsiblePharmacist: "Priya Shah",
      }),
      expect.objectContaining({ batchNumber: "RT-B1", notes: null, responsiblePharmacist: "Priya Shah" }),
    ]);
    const csv = await (await pharmacist.get("/api/admin/register/export?from=2026-11-25&to=2026-11-25")).text();
    expect(csv).toContain("Outcome: Re-dispatch.");

    // The order page shows the new round's steps and both entries.
    const after = await pageOf(pharmacist, id);
    expect(after.dispensing.steps.assembly).toMatchObject({ batchNumber: "RT-B1", serialNumber: "SER-B" });
    expect(after.dispensing.steps.earlierRounds).toHaveLength(1);
    expect(after.registerEntries.map((e) => [e.batchNumber, e.notes.length])).toEqual([
      ["RT-A1", 1],
      ["RT-B1", 0],
    ]);

    // A second return of the new pack is its own: a note on the second entry.
    await ok(await returnOf(id, { kind: "returned_to_pharmacy", reason: "damaged", outcome: "refund_due" }));
    expect(await stateOf(t.db, id)).toBe("refund_due");
    expect((await registerNotesOf(t.db, id)).map((n) => n.entry_id)).toEqual(entries.map((e) => e.entry_id));
  });
});

describe("a pack returned by the patient (decision 125)", () => {
  it("goes to quarantine and the order to 'Refund due', then 'Refunded' by the refund", async () => {
    const { order } = await orderInState(t.db, "prescribed", { method: "pickup" });
    const id = order.order_id;
    await ok(await dispenseThroughSteps(t, pharmacist, id, pack("RP-A1", "SER-P")));
    await ok(await post(pharmacist, id, "ready-to-collect"));
    await ok(await post(pharmacist, id, "collect", { idChecked: true }));

    const res = await ok(
      await returnOf(id, {
        kind: "returned_by_patient",
        outcome: "refund_due",
        note: "Unopened, fridge chain broken.",
      }),
    );
    expect(res).toMatchObject({ state: "refund_due", kind: "returned_by_patient" });
    const page = await pageOf(pharmacist, id);
    expect(page.order.state).toBe("refund_due");
    expect(page.dispensing.waiting).toBeNull();
    expect(page.timeline.at(-1)).toMatchObject({
      label: "Refund due",
      note: "Returned by patient. The pack (batch RP-A1, serial SER-P) is quarantined for destruction, never supplied again. Unopened, fridge chain broken.",
    });
    expect(page.registerEntries[0]!.notes).toEqual([
      expect.objectContaining({ note: expect.stringContaining("Outcome: Refund due."), by: "Priya Shah" }),
    ]);

    await ok(
      await post(pharmacist, id, "refund", {
        method: "cash",
        reference: "REF-RET-1",
        requestKey: "0f5e7a52-9c1e-4f6a-8d2b-7e5c9a1f3b61",
      }),
    );
    expect(await stateOf(t.db, id)).toBe("refunded");
  });
});

describe("a pack never handed over (decision 125)", () => {
  it("held by a recall after its check, leaves through the return and a re-dispatch from another batch", async () => {
    const { order } = await orderInState(t.db, "prescribed", { method: "pickup" });
    const id = order.order_id;
    await ok(await dispenseThroughSteps(t, pharmacist, id, pack("RW-A1", "SER-W")));
    await ok(await post(pharmacist, id, "ready-to-collect"));
    const [rx] = await t.db.select().from(prescriptions).where(eq(prescriptions.order_id, id));
    const recall = await pharmacist.post("/api/admin/recalls/recorded", {
      reference: "EL (26)A/09",
      recallClass: "2",
      productId: rx!.product_id,
      batches: "RW-A1",
      issuedOn: "2026-11-24",
      action: "Quarantine stock of the batch and return it to the wholesaler.",
    });
    expect(recall.status, await recall.clone().text()).toBe(201);
    expect((await post(pharmacist, id, "collect", { idChecked: true })).status).toBe(409);

    // Never supplied: withdrawn, with why; the round closes, so the recall no longer holds the order.
    const noNote = await returnOf(id, { kind: "withdrawn_before_supply", outcome: "redispatch" });
    expect(noNote.status).toBe(400);
    expect(await errorBody(noNote)).toMatchObject({ fields: { note: "Say why the pack is withdrawn" } });
    await ok(
      await returnOf(id, {
        kind: "withdrawn_before_supply",
        outcome: "redispatch",
        note: "Batch recalled (EL (26)A/09).",
      }),
    );
    expect(await stateOf(t.db, id)).toBe("redispatch");
    const page = await pageOf(pharmacist, id);
    expect(page.dispensing.recall).toBeNull();
    expect(page.dispensing.waiting).toBe("assembly");
    expect(page.timeline.at(-1)!.note).toBe(
      "Withdrawn before supply. The pack (batch RW-A1, serial SER-W) is quarantined for destruction, never supplied again. Batch recalled (EL (26)A/09).",
    );

    // The recalled batch is still refused; another batch is assembled, checked and collected.
    expect((await post(pharmacist, id, "assemble", pack("RW-A1", "SER-W2"))).status).toBe(409);
    await dispenseAgain(id, pack("RW-B1", "SER-W3"));
    await ok(await post(pharmacist, id, "ready-to-collect"));
    await ok(await post(pharmacist, id, "collect", { idChecked: true }));
    expect((await entriesOf(t.db, id)).map((e) => e.batch_number)).toEqual(["RW-A1", "RW-B1"]);
  });
});
