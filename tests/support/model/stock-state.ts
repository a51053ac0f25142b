/**
 * The stock as the model expects the server to hold it in a run (decisions 121, 122, 124, 125):
 * the run's batches, the batches its recalls name, whether an excursion is open, the packs that
 * came back and each order's pack. The stock commands (stock-commands.ts) check their answers
 * against it, and so do the assembly, the accuracy check and the hand-over (stock-holds.ts).
 */
import { normalizeBatch } from "@/shared/domain/dispensing/recalls";

/** A batch of the run as the model expects it: its expiry as first received and its free packs. */
export interface StockBatch {
  productId: number;
  batch: string;
  expiry: string;
  free: number;
}

/**
 * An order's pack as the model expects it: the current round's (what the holds read), and
 * whether it is still with the order in stock (not supplied, returned or put back).
 */
export interface OrderPack {
  productId: number;
  batch: string;
  serial: string | null;
  withOrder: boolean;
}

export interface StockState {
  run: number;
  /** The last serial number a pack was given. */
  serial: number;
  /** By `productId:BATCH`. */
  batches: Record<string, StockBatch>;
  /** `productId:BATCH` of every batch a recall of this run names. */
  recalled: string[];
  references: string[];
  excursionOpen: boolean;
  /** The excursion last closed, for an assessment sent again. */
  lastExcursionId: number | null;
  /** `BATCH|SERIAL` of every pack that came back. */
  returned: string[];
  orders: Record<number, OrderPack>;
}

export const emptyStock = (run: number): StockState => ({
  run,
  serial: 0,
  batches: {},
  recalled: [],
  references: [],
  excursionOpen: false,
  lastExcursionId: null,
  returned: [],
  orders: {},
});

/** The products the model receives: the 2.5 mg and 5 mg pens. The others stay untracked (assembly as before). */
export const TRACKED = [2, 3] as const;

/**
 * A run's batches of a product, by letter, with the expiry each is first received with (the run
 * starts on MODEL_START): in date, in date for most of a run, short-dated from the start (and
 * expired three weeks on), expired; Z, which is never received; and C, in date for years, which
 * only the run's closing commands receive (closing-commands.ts) and no recall names.
 */
export const LETTERS = ["A", "B", "S", "X"] as const;
export type Letter = (typeof LETTERS)[number] | "Z" | "C";
export const EXPIRY: Record<Letter, string> = {
  A: "2027-06-30",
  B: "2026-12-31",
  S: "2026-03-25",
  X: "2026-02-27",
  Z: "2027-03-31",
  C: "2030-12-31",
};

export const keyOf = (productId: number, batch: string) => `${productId}:${normalizeBatch(batch)}`;
export const packKey = (batch: string, serial: string) => `${normalizeBatch(batch)}|${serial.trim().toUpperCase()}`;
/** The run's batch of a product by letter, named with the run's number so no other run shares it. */
export const batchName = (s: StockState, productId: number, letter: Letter) => `R${s.run}P${productId}${letter}`;
export const isTracked = (productId: number) => (TRACKED as readonly number[]).includes(productId);
