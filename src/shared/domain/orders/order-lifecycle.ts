/**
 * The life of an order, from the patient's draft to the door (decisions 023, 029). Every move
 * is checked here, so the server enforces and the screens explain the same rule. The state is
 * stored as `orders.order_status_id` (docs/spec.md §9 ids 1, 2 and 99 keep their meaning).
 */

export const ORDER_STATES = [
  "draft",
  "awaiting_review",
  "info_requested",
  "awaiting_payment",
  "prescribed",
  "dispensed",
  "dispatched",
  "delivered",
  "ready_to_collect",
  "collected",
  "rejected",
  "cancelled",
  "returned",
  "refund_due",
  "refunded",
  "redispatch",
  "completed_history",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_ID = {
  draft: 1,
  awaiting_review: 3,
  info_requested: 4,
  awaiting_payment: 5,
  prescribed: 6,
  dispensed: 7,
  dispatched: 8,
  delivered: 9,
  ready_to_collect: 10,
  collected: 11,
  rejected: 12,
  cancelled: 13,
  returned: 14,
  refund_due: 15,
  refunded: 16,
  redispatch: 17,
  completed_history: 99,
} as const satisfies Record<OrderState, number>;

/**
 * docs/spec.md §9: the old product stored an open order as 1 or 2 ('in progress'). Both read as
 * the draft; new drafts are written as ORDER_STATE_ID.draft.
 */
export const LEGACY_DRAFT_ID = 2;
/** The stored ids of the draft: the patient's order before Complete Order. */
export const DRAFT_STATE_IDS: readonly number[] = [ORDER_STATE_ID.draft, LEGACY_DRAFT_ID];

/** The label staff and patients see; also the order_status descriptions. */
export const ORDER_STATE_LABEL: Record<OrderState, string> = {
  draft: "Open",
  awaiting_review: "Awaiting review",
  info_requested: "Information requested",
  awaiting_payment: "Approved, awaiting payment",
  prescribed: "Prescribed",
  dispensed: "Dispensed",
  dispatched: "Dispatched",
  delivered: "Delivered",
  ready_to_collect: "Ready to collect",
  collected: "Collected",
  rejected: "Rejected",
  cancelled: "Cancelled",
  returned: "Returned",
  refund_due: "Refund due",
  refunded: "Refunded",
  redispatch: "Re-dispatch",
  completed_history: "Completed (history)",
};

/** The stored ids of `states` (the draft is stored as 1 or 2): what a query filters on. */
export function stateIds(states: readonly OrderState[]): number[] {
  return states.flatMap((state) => (state === "draft" ? [...DRAFT_STATE_IDS] : [ORDER_STATE_ID[state]]));
}

/** docs/spec.md §9: status 2 is an open order too (the old product's 'in progress'). */
export function orderStateOf(statusId: number): OrderState {
  if (statusId === LEGACY_DRAFT_ID) return "draft";
  const found = ORDER_STATES.find((s) => ORDER_STATE_ID[s] === statusId);
  if (!found) throw new Error(`unknown order status ${statusId}`);
  return found;
}

/**
 * Open: the order is still on its way to the patient, so no other may be started (one open
 * order per patient). A dispatched order is in the patient's hands as far as the pharmacy can
 * act, so it no longer holds the next one back; one returned to be supplied again is on its way
 * once more (decision 125).
 */
export const OPEN_ORDER_STATES = [
  "draft",
  "awaiting_review",
  "info_requested",
  "awaiting_payment",
  "prescribed",
  "dispensed",
  "ready_to_collect",
  "redispatch",
] as const satisfies readonly OrderState[];
/** The stored ids of the open states (the draft is 1 or 2): the one-open-order index covers exactly these. */
export const OPEN_ORDER_STATE_IDS: readonly number[] = stateIds(OPEN_ORDER_STATES);
/** Supplied: the medicine left the pharmacy with the patient or the courier. */
export const SUPPLIED_ORDER_STATES = ["dispatched", "delivered", "collected"] as const satisfies readonly OrderState[];
/** The moves into these states hand the medicine over: to the courier, or across the counter. */
export const HANDED_OVER_STATES = ["dispatched", "collected"] as const satisfies readonly OrderState[];

export const isOpenOrder = (state: OrderState) => (OPEN_ORDER_STATES as readonly OrderState[]).includes(state);
export const isSupplied = (state: OrderState) => (SUPPLIED_ORDER_STATES as readonly OrderState[]).includes(state);

export type OrderActor = "patient" | "staff" | "prescriber" | "system";

export type OrderAction =
  | "complete"
  | "request_information"
  | "answer_information"
  | "approve"
  | "reject"
  | "mark_paid"
  | "dispense"
  | "dispatch"
  | "mark_delivered"
  | "ready_to_collect"
  | "collect"
  | "cancel"
  | "withdraw"
  | "record_return"
  | "redispatch"
  | "record_refund"
  | "amend_approval"
  | "reverse_approval"
  | "reverse_rejection";

type DeliveryMethod = "delivery" | "pickup";

interface Transition {
  from: readonly OrderState[];
  to: OrderState;
  /**
   * Where the move goes instead once money has been taken for the order: the terms promise a
   * full refund of an order cancelled or refused before it is dispensed, so it waits in "Refund due"
   * until the refund is recorded (issue "Every path holds the clinical rules", decisions 084 and 101).
   */
  toWhenPaid?: OrderState;
  /** Who may make the move; a prescriber is also staff. */
  by: readonly OrderActor[];
  /** Delivery orders are dispatched, pickup orders collected. */
  only?: DeliveryMethod;
}

/** Before dispensing: a patient may cancel, and staff may, until the medicine is dispensed (the terms). */
const BEFORE_DISPENSING = ["awaiting_review", "info_requested", "awaiting_payment", "prescribed"] as const;
/** Approved and not yet dispensed: a correction may still change what is supplied (decision 085). */
const BEFORE_DISPENSING_APPROVED = ["awaiting_payment", "prescribed"] as const;
/**
 * Dispensed, supplied or not: a pack may come back (decision 125). Dispatched or delivered, it is
 * "Returned to pharmacy"; collected, "Returned by patient"; never handed over (held by a recall,
 * say), "Withdrawn before supply".
 */
export const RETURNABLE_STATES = ["dispensed", "dispatched", "delivered", "ready_to_collect", "collected"] as const;
/** Waiting for a pack to be dispensed: first, or again after a return (decision 125). */
export const TO_DISPENSE_STATES = ["prescribed", "redispatch"] as const satisfies readonly OrderState[];

const TRANSITIONS: Record<OrderAction, Transition> = {
  complete: { from: ["draft"], to: "awaiting_review", by: ["patient"] },
  request_information: { from: ["awaiting_review"], to: "info_requested", by: ["prescriber"] },
  answer_information: { from: ["info_requested"], to: "awaiting_review", by: ["patient"] },
  approve: { from: ["awaiting_review", "info_requested"], to: "awaiting_payment", by: ["prescriber"] },
  reject: { from: ["awaiting_review", "info_requested"], to: "rejected", toWhenPaid: "refund_due", by: ["prescriber"] },
  mark_paid: { from: ["awaiting_payment"], to: "prescribed", by: ["staff", "prescriber", "system"] },
  dispense: { from: TO_DISPENSE_STATES, to: "dispensed", by: ["staff", "prescriber"] },
  dispatch: { from: ["dispensed"], to: "dispatched", by: ["staff", "prescriber"], only: "delivery" },
  mark_delivered: { from: ["dispatched"], to: "delivered", by: ["patient", "staff", "prescriber"] },
  ready_to_collect: { from: ["dispensed"], to: "ready_to_collect", by: ["staff", "prescriber"], only: "pickup" },
  collect: { from: ["ready_to_collect"], to: "collected", by: ["staff", "prescriber"], only: "pickup" },
  // A re-dispatch not yet dispensed again may be cancelled as before the first dispensing (decision 125).
  cancel: {
    from: [...BEFORE_DISPENSING, "redispatch"],
    to: "cancelled",
    toWhenPaid: "refund_due",
    by: ["patient", "staff", "prescriber"],
  },
  // A request for information left unanswered for 14 days withdraws the consultation.
  withdraw: { from: ["info_requested"], to: "cancelled", toWhenPaid: "refund_due", by: ["system"] },
  // Decision 125: the pack came back and is quarantined; what was paid is owed back ("Refund due"),
  // or, with nothing held, the order ends "Returned". Or it is supplied again with another pack.
  record_return: { from: RETURNABLE_STATES, to: "returned", toWhenPaid: "refund_due", by: ["staff", "prescriber"] },
  redispatch: { from: RETURNABLE_STATES, to: "redispatch", by: ["staff", "prescriber"] },
  // What was paid has been given back in full (a part refund leaves the order in "Refund due").
  record_refund: { from: ["refund_due"], to: "refunded", by: ["staff", "prescriber", "system"] },
  // A prescriber's correcting decision before dispensing (decision 085). An approval corrected
  // to another approval (a dose, directions) waits for payment again, or stays paid for.
  amend_approval: {
    from: BEFORE_DISPENSING_APPROVED,
    to: "awaiting_payment",
    toWhenPaid: "prescribed",
    by: ["prescriber"],
  },
  // An approval corrected to a rejection: nothing is supplied, and money taken is owed back.
  reverse_approval: { from: BEFORE_DISPENSING_APPROVED, to: "rejected", toWhenPaid: "refund_due", by: ["prescriber"] },
  // A rejection corrected to an approval: the order waits for payment as after any approval.
  reverse_rejection: { from: ["rejected"], to: "awaiting_payment", by: ["prescriber"] },
};

/** The moves of a correcting decision (decision 085): refused once the supply is dispensed. */
const CORRECTIONS: readonly OrderAction[] = ["amend_approval", "reverse_approval", "reverse_rejection"];

const DISPENSED_OR_LATER: readonly OrderState[] = [
  "dispensed",
  "dispatched",
  "delivered",
  "ready_to_collect",
  "collected",
];

export const DISPENSED_CANNOT_CANCEL = "Dispensed medicines can't be cancelled; record a return.";
/** Issue 19: once the supply is dispensed (returned or not), a mistake is an incident, not a correction. */
export const DISPENSED_RECORD_INCIDENT = "This supply has been dispensed: record an incident instead.";

/** The 409 answer for a move the order's state does not allow. */
export const orderIsMessage = (orderId: number, state: OrderState) =>
  `Order #${orderId} is ${ORDER_STATE_LABEL[state].toLowerCase()}`;

export type TransitionCheck = { ok: true; to: OrderState } | { ok: false; status: 403 | 409; message: string };

/** What a move is checked against: the order's state, how it reaches the patient, and whether money was taken. */
export interface OrderFacts {
  id: number;
  state: OrderState;
  deliveryMethod: DeliveryMethod | null;
  /** Money has been taken for the order (any payment recorded); a cancellation then owes a refund. */
  paid?: boolean;
}

/**
 * Whether `actor` may make `action` on an order in `state`. A move the state does not allow
 * answers 409 "Order #<id> is <state>"; a move this actor may never make answers 403.
 */
export function checkTransition(order: OrderFacts, action: OrderAction, actor: OrderActor): TransitionCheck {
  const t = TRANSITIONS[action];
  const allowedActor = t.by.includes(actor) || (actor === "prescriber" && t.by.includes("staff"));
  if (!allowedActor) return { ok: false, status: 403, message: "You can't make this change to the order." };
  if (action === "cancel" && DISPENSED_OR_LATER.includes(order.state)) {
    return { ok: false, status: 409, message: DISPENSED_CANNOT_CANCEL };
  }
  if (
    CORRECTIONS.includes(action) &&
    (DISPENSED_OR_LATER.includes(order.state) || order.state === "returned" || order.state === "redispatch")
  ) {
    return { ok: false, status: 409, message: DISPENSED_RECORD_INCIDENT };
  }
  if (!t.from.includes(order.state)) return { ok: false, status: 409, message: orderIsMessage(order.id, order.state) };
  if (t.only && order.deliveryMethod !== t.only) {
    const message =
      t.only === "delivery"
        ? `Order #${order.id} is for collection, not delivery`
        : `Order #${order.id} is for delivery, not collection`;
    return { ok: false, status: 409, message };
  }
  return { ok: true, to: order.paid && t.toWhenPaid ? t.toWhenPaid : t.to };
}

/** The actions `actor` could take on the order now: what the screens offer. */
export function availableActions(order: OrderFacts, actor: OrderActor): OrderAction[] {
  return (Object.keys(TRANSITIONS) as OrderAction[]).filter((a) => checkTransition(order, a, actor).ok);
}

/**
 * The orders waiting for `action`: the states it may be made from, and the delivery method it
 * needs. The Orders tabs and the reminder jobs read their sets from here, so a queue never
 * disagrees with the moves it offers.
 */
export function waitingFor(action: OrderAction): { states: readonly OrderState[]; only: DeliveryMethod | null } {
  return { states: TRANSITIONS[action].from, only: TRANSITIONS[action].only ?? null };
}
