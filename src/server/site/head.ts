/**
 * The `<head>` of a server-rendered public page: its own title, description, canonical
 * address and Open Graph tags, and on the home and contact pages the pharmacy as schema.org
 * structured data, all from the settings the page was rendered with.
 */
import { schemaOpeningHours } from "@/shared/domain/site/opening-hours";
import type { SettingsMap } from "@/shared/domain/site/settings";
import { canonicalUrl } from "./seo";

/** Text for an HTML attribute or element. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * JSON inside a `<script>` data block: no `<` at all, so nothing in a setting's text can end
 * the block (`</script>`) or open a comment. JSON.parse reads `\u003c` back as `<`.
 */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The pages that carry the pharmacy's structured data. */
const PHARMACY_PAGES = new Set(["/", "/contact"]);

/** A UK postcode at the end of an address line ("Oxfordshire OX12 3AB"). */
const POSTCODE = /\s*([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/i;

/** schema.org Pharmacy (a LocalBusiness): name, address, phone, e-mail and opening hours. */
export function pharmacyStructuredData(settings: SettingsMap, appUrl: string) {
  const openingHours = schemaOpeningHours(settings.pharmacy_opening_hours);
  const lastLine = settings.pharmacy_address_line3.trim();
  const postcode = POSTCODE.exec(lastLine)?.[1];
  const locality = postcode ? lastLine.replace(POSTCODE, "").replace(/,\s*$/, "") : lastLine;
  return {
    "@context": "https://schema.org",
    "@type": "Pharmacy",
    name: settings.display_name,
    legalName: settings.company_name,
    url: canonicalUrl(appUrl, "/"),
    telephone: settings.contact_phone_number,
    email: settings.company_email,
    address: {
      "@type": "PostalAddress",
      streetAddress: [settings.pharmacy_address_line1, settings.pharmacy_address_line2].filter(Boolean).join(", "),
      ...(locality ? { addressLocality: locality } : {}),
      ...(postcode ? { postalCode: postcode.toUpperCase() } : {}),
      addressCountry: "GB",
    },
    ...(openingHours.length > 0 ? { openingHours } : {}),
  };
}

export interface PageHead {
  path: string;
  title: string;
  description: string;
  appUrl: string;
  settings: SettingsMap;
}

/** The tags the page adds to the built index.html's head (its title and description are replaced). */
export function pageHeadTags({ path, title, description, appUrl, settings }: PageHead): string {
  const url = canonicalUrl(appUrl, path);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(settings.display_name)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="en_GB">`,
  ];
  if (PHARMACY_PAGES.has(path)) {
    tags.push(`<script type="application/ld+json">${jsonForScript(pharmacyStructuredData(settings, appUrl))}</script>`);
  }
  return tags.join("");
}
