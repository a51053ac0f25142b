import { describe, expect, it } from "vitest";
import { ORDER_STATES, checkTransition } from "./order-lifecycle";
import { RETURN_MESSAGES, returnKindFor, returnNote } from "./returns";

describe("returns (decision 125)", () => {
  it("names the kind of return by how far the pack went, for exactly the states a return is recorded from", () => {
    expect(returnKindFor("dispatched")).toBe("returned_to_pharmacy");
    expect(returnKindFor("delivered")).toBe("returned_to_pharmacy");
    expect(returnKindFor("collected")).toBe("returned_by_patient");
    expect(returnKindFor("dispensed")).toBe("withdrawn_before_supply");
    expect(returnKindFor("ready_to_collect")).toBe("withdrawn_before_supply");
    for (const state of ORDER_STATES) {
      const allowed = checkTransition({ id: 1, state, deliveryMethod: "delivery" }, "record_return", "staff").ok;
      expect(returnKindFor(state) !== null, state).toBe(allowed);
    }
  });

  it("says what came back, the pack quarantined, the outcome and the note", () => {
    expect(
      returnNote(
        {
          kind: "returned_to_pharmacy",
          reason: "undelivered",
          pack: { batchNumber: "BN-1", serialNumber: "SER-9" },
          note: "Nobody home twice.",
        },
        "Re-dispatch",
      ),
    ).toBe(
      "Returned to pharmacy: undelivered. The pack (batch BN-1, serial SER-9) is quarantined for destruction, never supplied again. Outcome: Re-dispatch. Nobody home twice.",
    );
    expect(returnNote({ kind: "returned_by_patient", pack: null })).toBe(
      "Returned by patient. The pack is quarantined for destruction, never supplied again.",
    );
    expect(RETURN_MESSAGES.packReturned("BN-1", "SER-9")).toBe(
      "The pack of batch BN-1, serial SER-9 was returned: it is quarantined for destruction and is never supplied again. Take another pack.",
    );
  });
});
