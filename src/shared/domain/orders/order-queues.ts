/**
 * The back office's order queues (the Orders tabs): each tab lists the orders waiting for the
 * moves it names, read from the lifecycle (order-lifecycle.ts), so a tab never shows an order
 * the lifecycle would not let staff move on, nor hides one it would.
 */
import { type OrderAction, type OrderState, waitingFor } from "./order-lifecycle";

export const ORDER_TAB_ACTIONS = {
  to_pay: ["mark_paid"],
  to_dispense: ["dispense"],
  to_dispatch: ["dispatch"],
  ready_to_collect: ["ready_to_collect", "collect"],
  dispatched: ["mark_delivered"],
  refund_due: ["record_refund"],
} as const satisfies Record<string, readonly OrderAction[]>;

export type OrderTab = keyof typeof ORDER_TAB_ACTIONS;
export const ORDER_TABS = Object.keys(ORDER_TAB_ACTIONS) as OrderTab[];

export const ORDER_TAB_LABEL: Record<OrderTab, string> = {
  to_pay: "To pay",
  to_dispense: "To dispense",
  to_dispatch: "To dispatch",
  ready_to_collect: "Ready to collect",
  dispatched: "Dispatched",
  refund_due: "Refund due",
};

/** What a tab lists: each (states, delivery method) pair of the moves it waits for. */
export function tabWaits(tab: OrderTab): Array<{ states: readonly OrderState[]; only: "delivery" | "pickup" | null }> {
  return ORDER_TAB_ACTIONS[tab].map((action) => waitingFor(action));
}
