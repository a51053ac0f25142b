/**
 * The two read-mostly answers of the API (decision 108): the price list (`GET /api/products`)
 * and the pharmacy's settings (`GET /api/settings`), each kept in memory (read-cache.ts) and
 * read again when staff change anything through this server.
 */
import type { DbOrTx } from "../db/client";
import { listProducts } from "../features/products/list-products";
import { getSettings } from "../lib/site/settings";
import { createReadCache } from "./read-cache";

export function createPublicAnswers(db: DbOrTx, opts: { maxAgeMs?: number; now?: () => number } = {}) {
  const products = createReadCache(() => listProducts(db), opts);
  const settings = createReadCache(() => getSettings(db), opts);
  return {
    products,
    settings,
    invalidate() {
      products.invalidate();
      settings.invalidate();
    },
  };
}
