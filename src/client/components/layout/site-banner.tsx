import { useQuery } from "@tanstack/react-query";
import { siteBannerQuery } from "@/client/lib/site-banner";
import { NOT_TAKING_ORDERS_BANNER } from "@/shared/domain/site/site-banner";

/**
 * Decision 090: while production takes no orders, every public page says so; in development the
 * banner names the settings that still hold their example values. A banner that cannot be loaded
 * shows nothing (the server refuses the orders all the same).
 */
export function SiteBanner() {
  const { data } = useQuery(siteBannerQuery);
  const banner = data?.banner;
  if (!banner) return null;
  if (banner.kind === "not-taking-orders")
    return (
      <div
        role="region"
        aria-label="Site notice"
        className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
      >
        <p>{NOT_TAKING_ORDERS_BANNER}</p>
      </div>
    );
  return (
    <div role="region" aria-label="Site notice" className="bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <p className="mx-auto max-w-6xl">
        <strong>Development:</strong> these settings still hold their example values: {banner.settings.join(", ")}.
      </p>
    </div>
  );
}
