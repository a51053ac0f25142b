/**
 * Decision 090: the banner of every public page. Apart from the go-live checklist (go-live.ts),
 * so a visitor's browser downloads these few words and not the settings' descriptions.
 */
export const NOT_TAKING_ORDERS_BANNER = "We are not taking orders yet.";

/**
 * In production, until orders are taken, that they are not; in development, the settings still
 * holding their example values (by key, as System Settings lists them). Null: no banner.
 */
export type SiteBanner = { kind: "not-taking-orders" } | { kind: "examples"; settings: string[] } | null;
