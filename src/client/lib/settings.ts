import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { SETTING_DEFAULTS, type SettingsMap } from "@/shared/domain/site/settings";
import { api, unwrap } from "./api";

export const settingsQuery = queryOptions({ queryKey: ["settings"], queryFn: () => unwrap(api.settings.$get()) });

/**
 * The pharmacy's settings. While loading, `isPending` is true; if loading fails the failure is
 * logged and the defaults of docs/spec.md §9 are used (docs/spec.md §8: public pages log only).
 */
export function useSettings(): { settings: SettingsMap; isPending: boolean } {
  const query = useQuery(settingsQuery);
  useEffect(() => {
    if (query.error) console.warn("Failed to load system settings; using defaults.", query.error.message);
  }, [query.error]);
  return { settings: query.data ?? SETTING_DEFAULTS, isPending: query.isPending };
}

/** The pharmacy's postal address, a line each, without the lines left empty. */
export function pharmacyAddressLines(
  s: Pick<SettingsMap, "pharmacy_address_line1" | "pharmacy_address_line2" | "pharmacy_address_line3">,
): string[] {
  return [s.pharmacy_address_line1, s.pharmacy_address_line2, s.pharmacy_address_line3].filter(Boolean);
}
