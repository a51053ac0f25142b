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
  completed_history: 99,
} as const satisfies Record<OrderState, number>;

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
  completed_history: "Completed (history)",
};

/** docs/spec.md §9: status 2 is an open order too (the old product's 'in progress'). */
export function orderStateOf(statusId: number): OrderState {
  if (statusId === 2) return "draft";
  const found = ORDER_STATES.find((s) => ORDER_STATE_ID[s] === statusId);
  if (!found) throw new Error(`unknown order status ${statusId}`);
  return found;
}

/**
 * Open: the order is still on its way to the patient, so no other may be started (one open
 * order per patient). A dispatched order is in the patient's hands as far as the pharmacy can
 * act, so it no longer holds the next one back.
 */
export const OPEN_ORDER_STATES = [
  "draft",
  "awaiting_review",
  "info_requested",
  "awaiting_payment",
  "prescribed",
  "dispensed",
  "ready_to_collect",
] as const satisfies readonly OrderState[];
/** The stored ids of the open states (the draft is 1 or 2): the one-open-order index covers exactly these. */
export const OPEN_ORDER_STATE_IDS: readonly number[] = [
  1,
  2,
  ...OPEN_ORDER_STATES.filter((s) => s !== "draft").map((s) => ORDER_STATE_ID[s]),
];
/** Supplied: the medicine left the pharmacy with the patient or the courier. */
export const SUPPLIED_ORDER_STATES = ["dispatched", "delivered", "collected"] as const satisfies readonly OrderState[];

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
  | "record_return";

interface Transition {
  from: readonly OrderState[];
  to: OrderState;
  /** Who may make the move; a prescriber is also staff. */
  by: readonly OrderActor[];
  /** Delivery orders are dispatched, pickup orders collected. */
  only?: "delivery" | "pickup";
}

const TRANSITIONS: Record<OrderAction, Transition> = {
  complete: { from: ["draft"], to: "awaiting_review", by: ["patient"] },
  request_information: { from: ["awaiting_review"], to: "info_requested", by: ["prescriber"] },
  answer_information: { from: ["info_requested"], to: "awaiting_review", by: ["patient"] },
  approve: { from: ["awaiting_review", "info_requested"], to: "awaiting_payment", by: ["prescriber"] },
  reject: { from: ["awaiting_review", "info_requested"], to: "rejected", by: ["prescriber"] },
  mark_paid: { from: ["awaiting_payment"], to: "prescribed", by: ["staff", "prescriber", "system"] },
  dispense: { from: ["prescribed"], to: "dispensed", by: ["staff", "prescriber"] },
  dispatch: { from: ["dispensed"], to: "dispatched", by: ["staff", "prescriber"], only: "delivery" },
  mark_delivered: { from: ["dispatched"], to: "delivered", by: ["patient", "staff", "prescriber"] },
  ready_to_collect: { from: ["dispensed"], to: "ready_to_collect", by: ["staff", "prescriber"], only: "pickup" },
  collect: { from: ["ready_to_collect"], to: "collected", by: ["staff", "prescriber"], only: "pickup" },
  // The patient may cancel until they pay; staff until the medicine is dispensed.
  cancel: {
    from: ["awaiting_review", "info_requested", "awaiting_payment", "prescribed"],
    to: "cancelled",
    by: ["patient", "staff", "prescriber"],
  },
  // A request for information left unanswered for 14 days withdraws the consultation.
  withdraw: { from: ["info_requested"], to: "cancelled", by: ["system"] },
  record_return: {
    from: ["dispensed", "dispatched", "delivered", "ready_to_collect", "collected"],
    to: "returned",
    by: ["staff", "prescriber"],
  },
};

const PATIENT_CANCELLABLE: readonly OrderState[] = ["awaiting_review", "info_requested", "awaiting_payment"];
const DISPENSED_OR_LATER: readonly OrderState[] = [
  "dispensed",
  "dispatched",
  "delivered",
  "ready_to_collect",
  "collected",
];

export const DISPENSED_CANNOT_CANCEL = "Dispensed medicines can't be cancelled; record a return.";

/** The 409 answer for a move the order's state does not allow. */
export const orderIsMessage = (orderId: number, state: OrderState) =>
  `Order #${orderId} is ${ORDER_STATE_LABEL[state].toLowerCase()}`;

export type TransitionCheck = { ok: true; to: OrderState } | { ok: false; status: 403 | 409; message: string };

/**
 * Whether `actor` may make `action` on an order in `state`. A move the state does not allow
 * answers 409 "Order #<id> is <state>"; a move this actor may never make answers 403.
 */
export function checkTransition(
  order: { id: number; state: OrderState; deliveryMethod: "delivery" | "pickup" | null },
  action: OrderAction,
  actor: OrderActor,
): TransitionCheck {
  const t = TRANSITIONS[action];
  const allowedActor = t.by.includes(actor) || (actor === "prescriber" && t.by.includes("staff"));
  if (!allowedActor) return { ok: false, status: 403, message: "You can't make this change to the order." };
  if (action === "cancel" && DISPENSED_OR_LATER.includes(order.state)) {
    return { ok: false, status: 409, message: DISPENSED_CANNOT_CANCEL };
  }
  if (action === "cancel" && actor === "patient" && !PATIENT_CANCELLABLE.includes(order.state)) {
    return { ok: false, status: 409, message: orderIsMessage(order.id, order.state) };
  }
  if (!t.from.includes(order.state)) return { ok: false, status: 409, message: orderIsMessage(order.id, order.state) };
  if (t.only && order.deliveryMethod !== t.only) {
    const message =
      t.only === "delivery"
        ? `Order #${order.id} is for collection, not delivery`
        : `Order #${order.id} is for delivery, not collection`;
    return { ok: false, status: 409, message };
  }
  return { ok: true, to: t.to };
}

/** The actions `actor` could take on the order now: what the screens offer. */
export function availableActions(
  order: { id: number; state: OrderState; deliveryMethod: "delivery" | "pickup" | null },
  actor: OrderActor,
): OrderAction[] {
  return (Object.keys(TRANSITIONS) as OrderAction[]).filter((a) => checkTransition(order, a, actor).ok);
}
