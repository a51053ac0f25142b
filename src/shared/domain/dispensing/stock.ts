/**
 * Stock on hand (issue 29, decision 124): every pack the pharmacy holds is counted by movements
 * between places (`stock` free to assemble, `assembled` for an order not yet supplied, and
 * `quarantine` waiting for destruction or return), never by a figure someone types over. A
 * product is tracked from its first goods-in; until then assembly works as it did.
 */
import { daysUntil, MIN_EXPIRY_DAYS } from "./dispensing";

export const STOCK_PLACES = ["stock", "assembled", "quarantine"] as const;
export type StockPlace = (typeof STOCK_PLACES)[number];

/** What staff record by hand besides goods in: each needs a reason (decision 124). */
export const STOCK_ADJUSTMENTS = ["broken", "destroyed", "returned_to_wholesaler", "found"] as const;
export type StockAdjustment = (typeof STOCK_ADJUSTMENTS)[number];

export const STOCK_ADJUSTMENT_LABEL: Record<StockAdjustment, string> = {
  broken: "Broken",
  destroyed: "Destroyed",
  returned_to_wholesaler: "Returned to the wholesaler",
  found: "Found",
};

/**
 * Every kind of movement, with where its packs come from and go to (null: outside the pharmacy).
 * Destroyed and returned-to-the-wholesaler packs may also come from free stock (ADJUSTMENT_FROM).
 */
export const STOCK_MOVES = {
  received: { from: null, to: "stock", label: "Received" },
  assembled: { from: "stock", to: "assembled", label: "Assembled" },
  put_back: { from: "assembled", to: "stock", label: "Put back (assembled again)" },
  held_back: { from: "assembled", to: "quarantine", label: "Quarantined (assembled again)" },
  supplied: { from: "assembled", to: null, label: "Supplied" },
  returned: { from: null, to: "quarantine", label: "Returned to the pharmacy" },
  quarantined: { from: "stock", to: "quarantine", label: "Quarantined" },
  broken: { from: "stock", to: null, label: "Broken" },
  destroyed: { from: "quarantine", to: null, label: "Destroyed" },
  returned_to_wholesaler: { from: "quarantine", to: null, label: "Returned to the wholesaler" },
  found: { from: null, to: "stock", label: "Found" },
} as const satisfies Record<string, { from: StockPlace | null; to: StockPlace | null; label: string }>;
export type StockMoveKind = keyof typeof STOCK_MOVES;

/**
 * Where a hand adjustment takes its packs from: broken and found packs are free stock; destroyed
 * and returned ones may be free stock or quarantined (a recalled batch goes back from quarantine).
 */
export const ADJUSTMENT_FROM: Record<StockAdjustment, readonly StockPlace[]> = {
  broken: ["stock"],
  destroyed: ["quarantine", "stock"],
  returned_to_wholesaler: ["quarantine", "stock"],
  found: [],
};

export type ExpiryState = "expired" | "short_dated" | "in_date";

/** Expired, or short-dated: it expires within the 28-day supply a pack must last (decision 099). */
export function expiryState(expiry: string, today: Date): ExpiryState {
  const days = daysUntil(expiry, today);
  if (days === null || days < 0) return "expired";
  return days < MIN_EXPIRY_DAYS ? "short_dated" : "in_date";
}

export const EXPIRY_STATE_LABEL: Record<ExpiryState, string> = {
  expired: "Expired",
  short_dated: "Short-dated",
  in_date: "In date",
};

export const STOCK_MESSAGES = {
  unknownGtin: "No product has this GTIN: add it on the product first.",
  notInStock: (batch: string) => `Batch ${batch} is not in stock.`,
  notEnough: (batch: string, free: number) =>
    free === 0 ? `Batch ${batch} has none here to take.` : `Batch ${batch} has only ${free} here to take.`,
  expiryMismatch: (batch: string, expiry: string) => `Batch ${batch} was received with expiry ${expiry}.`,
  outOfStock: "Temporarily out of stock",
  outOfStockRefusal: "This dose is temporarily out of stock. Choose another, or ask us to tell you when it is back.",
  tellMe: "Tell me when it is back",
  wishRecorded: "We will e-mail you when it is back in stock.",
  inStock: "This dose is in stock: you can choose it now.",
  notTracked: "Stock not tracked",
} as const;
