/**
 * The data a server-rendered page was rendered with (the pharmacy's settings, the price list
 * and the site's banner), sent in the HTML as a JSON data island (`<script type="application/json">`, which
 * no browser runs, so the Content-Security-Policy stays without inline scripts). The browser
 * starts from the same data, so its first render is the server's HTML, and needs no request
 * for it.
 */
import type { QueryClient } from "@tanstack/react-query";
import { type Products, productsQueryKey } from "@/client/features/public/api/products";
import { type ServerForm, serverFormQueryKey } from "@/client/lib/server-form";
import { siteBannerQuery } from "@/client/lib/site-banner";
import { settingsQuery } from "@/client/lib/settings";
import type { SiteBanner } from "@/shared/domain/site/site-banner";
import type { SettingsMap } from "@/shared/domain/site/settings";
import { INITIAL_DATA_ID } from "@/shared/public-pages";

export interface InitialData {
  settings: SettingsMap;
  products: Products;
  /** The banner every public page shows (decision 090). */
  banner: SiteBanner;
  /** A form the server answered (decision 104), on the page it answered with. */
  form?: ServerForm;
}

/**
 * Puts the page's data in the query cache. In the browser it is also marked as already old, so
 * the queries ask the API for it again once the page is hydrated (stale-while-revalidate): the
 * page shows at once, then keeps what every page did before, a change made since the server
 * read it, and the loading failure or empty list the API answers.
 */
export function seedInitialData(queryClient: QueryClient, data: InitialData, opts: { revalidate: boolean }): void {
  const updatedAt = opts.revalidate ? 0 : Date.now();
  queryClient.setQueryData(settingsQuery.queryKey, data.settings, { updatedAt });
  queryClient.setQueryData(productsQueryKey, data.products, { updatedAt });
  queryClient.setQueryData(siteBannerQuery.queryKey, { banner: data.banner ?? null }, { updatedAt });
  if (data.form) queryClient.setQueryData(serverFormQueryKey, data.form);
}

/** The data island of this page, or null for a page the browser renders alone. */
export function readInitialData(): InitialData | null {
  const text = document.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InitialData;
  } catch {
    return null;
  }
}
