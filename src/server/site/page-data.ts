/**
 * What the server renders public pages from: the pharmacy's settings, the price list and the
 * site's banner (decision 090), read
 * from the database. Kept for at most `maxAgeMs` (30 s), and read again at once after staff
 * change anything through this server (`invalidate`): a change made here shows on the next
 * page, one made through another instance of the server within 30 s.
 */
import { createHash } from "node:crypto";
import type { InitialData } from "@/client/app/initial-data";
import type { DbOrTx } from "../db/client";
import { listProducts } from "../features/products/list-products";
import { getSettings } from "../lib/site/settings";
import { systemTime } from "../lib/time/clock";
import type { SiteBanner } from "@/shared/domain/site/site-banner";

export interface PageData {
  data: InitialData;
  /** Changes when, and only when, the data does: pages rendered from an older one are redone. */
  version: string;
}

export const PAGE_DATA_MAX_AGE_MS = 30_000;

export function createPageData(
  db: DbOrTx,
  opts: { maxAgeMs?: number; now?: () => number; banner?: () => Promise<SiteBanner> } = {},
) {
  const maxAgeMs = opts.maxAgeMs ?? PAGE_DATA_MAX_AGE_MS;
  // How old the cached read is: the system's time, which /dev/clock's days never shift.
  const now = opts.now ?? (() => systemTime().getTime());
  let current: { value: PageData; readAt: number } | undefined;
  let reading: Promise<PageData> | undefined;
  // A read that began before a change must not be kept as current after it.
  let generation = 0;

  const read = async (): Promise<PageData> => {
    const started = generation;
    const readAt = now();
    const [settings, products, banner] = await Promise.all([
      getSettings(db),
      listProducts(db),
      opts.banner?.() ?? null,
    ]);
    const data: InitialData = { settings, products, banner };
    const value = { data, version: createHash("sha256").update(JSON.stringify(data)).digest("base64url").slice(0, 16) };
    if (started === generation) current = { value, readAt };
    return value;
  };

  return {
    get(): Promise<PageData> {
      if (current && now() - current.readAt < maxAgeMs) return Promise.resolve(current.value);
      reading ??= read().finally(() => {
        reading = undefined;
      });
      return reading;
    },
    /** Staff changed something: the next page reads the database again. */
    invalidate(): void {
      generation++;
      current = undefined;
      reading = undefined;
    },
  };
}

export type PageDataSource = ReturnType<typeof createPageData>;
