/**
 * Returns (issue 29 item 5, decision 125): a dispensed pack that comes back is quarantined for
 * destruction and never supplied again; the order is refunded or supplied again with another
 * pack. Which kind of return it is follows from how far the pack went.
 */
import type { OrderState } from "./order-lifecycle";

export const RETURN_KINDS = ["returned_to_pharmacy", "returned_by_patient", "withdrawn_before_supply"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_KIND_LABEL: Record<ReturnKind, string> = {
  returned_to_pharmacy: "Returned to pharmacy",
  returned_by_patient: "Returned by patient",
  withdrawn_before_supply: "Withdrawn before supply",
};

/** Why a parcel came back to the pharmacy (issue 29 item 5). */
export const RETURN_REASONS = ["undelivered", "refused", "damaged"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABEL: Record<ReturnReason, string> = {
  undelivered: "Undelivered",
  refused: "Refused",
  damaged: "Damaged",
};

/** What happens to the order: its money is owed back, or it is supplied again with another pack. */
export const RETURN_OUTCOMES = ["refund_due", "redispatch"] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

export const RETURN_OUTCOME_LABEL: Record<ReturnOutcome, string> = {
  refund_due: "Refund due",
  redispatch: "Re-dispatch",
};

/**
 * The kind of return an order in `state` records, or null when nothing was dispensed to come
 * back: a parcel sent (dispatched, delivered) comes back to the pharmacy, a pack collected is
 * brought back by the patient, and one never handed over (dispensed, ready to collect: held by a
 * recall, say) is withdrawn before supply.
 */
export function returnKindFor(state: OrderState): ReturnKind | null {
  switch (state) {
    case "dispatched":
    case "delivered":
      return "returned_to_pharmacy";
    case "collected":
      return "returned_by_patient";
    case "dispensed":
    case "ready_to_collect":
      return "withdrawn_before_supply";
    default:
      return null;
  }
}

export const RETURN_MESSAGES = {
  kindRequired: "Choose how the pack came back",
  reasonRequired: "Choose why the parcel came back",
  reasonOnlyToPharmacy: "A reason is chosen only for a parcel returned to the pharmacy",
  outcomeRequired: "Choose what happens to the order",
  withdrawalNoteRequired: "Say why the pack is withdrawn",
  /** 409: the page was read before the order moved on (a parcel delivered, a pack collected). */
  kindMismatch: (orderId: number, kind: ReturnKind) =>
    `Order #${orderId} is now recorded as "${RETURN_KIND_LABEL[kind]}": reload the page and try again.`,
  /** 409: the one-open-order rule; a re-dispatch is an open order again. */
  otherOpenOrder: (otherOrderId: number) =>
    `The patient has another open order (#${otherOrderId}): record this return as Refund due, or settle that order first.`,
  /** 409 at the assembly, the accuracy check and the hand-over (decision 125): never supplied again. */
  packReturned: (batch: string, serial: string) =>
    `The pack of batch ${batch}, serial ${serial} was returned: it is quarantined for destruction and is never supplied again. Take another pack.`,
  /** The stock movement's reason (decision 124): how the pack came back. */
  quarantineReason: (kind: ReturnKind) => `${RETURN_KIND_LABEL[kind]}: quarantined for destruction`,
} as const;

export interface ReturnFacts {
  kind: ReturnKind;
  reason?: ReturnReason | null;
  /** The pack as last assembled, when known (a supply from before the recorded steps has only its batch). */
  pack: { batchNumber: string; serialNumber: string | null } | null;
  note?: string | null;
}

/**
 * What the order's timeline and the register's note say of a return: its kind (and why), the
 * pack quarantined, and the note staff added. `outcome` is the state the order went to.
 */
export function returnNote(r: ReturnFacts, outcome?: string): string {
  const kind = RETURN_KIND_LABEL[r.kind] + (r.reason ? `: ${RETURN_REASON_LABEL[r.reason].toLowerCase()}` : "");
  const pack = r.pack
    ? `The pack (batch ${r.pack.batchNumber}${r.pack.serialNumber ? `, serial ${r.pack.serialNumber}` : ""})`
    : "The pack";
  return [
    `${kind}.`,
    `${pack} is quarantined for destruction, never supplied again.`,
    outcome ? `Outcome: ${outcome}.` : null,
    r.note ? r.note : null,
  ]
    .filter(Boolean)
    .join(" ");
}
