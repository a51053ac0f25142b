/** What search engines read besides the pages: robots.txt and the sitemap of the public pages. */
import { PUBLIC_PAGES } from "@/shared/public-pages";

/** Pages that are a visitor's own or staff's: never in a search engine's index. */
const PRIVATE_PATHS = ["/admin", "/account", "/patient-form", "/order-success", "/api/", "/dev/"];

export function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(appUrl: string): string {
  const urls = Object.keys(PUBLIC_PAGES).map(
    (path) => `  <url><loc>${xmlEscape(canonicalUrl(appUrl, path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The one address of a public page: the site's origin and the path, the home page with its slash. */
export function canonicalUrl(appUrl: string, path: string): string {
  return `${appUrl}${path}`;
}
