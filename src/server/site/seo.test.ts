/** robots.txt and sitemap.xml (./seo.ts) as the site serves them. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL } from "../../../tests/support/test-app";
import { createTestSite, type TestSite } from "../../../tests/support/test-site";
import { PUBLIC_PAGES } from "@/shared/public-pages";

let testSite: TestSite;
beforeAll(async () => {
  testSite = await createTestSite();
});
afterAll(() => testSite?.close());

const get = (url: string) => testSite.site.request(url);

describe("robots.txt and the sitemap", () => {
  it("robots.txt keeps the private pages out and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n").filter(Boolean);
    expect(lines[0]).toBe("User-agent: *");
    for (const p of ["/admin", "/account", "/patient-form"]) expect(lines).toContain(`Disallow: ${p}`);
    for (const line of lines.slice(1)) expect(line).toMatch(/^(Disallow: \/\S*|Sitemap: https?:\/\/\S+)$/);
    expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  it("the sitemap lists every public page at the app's address", async () => {
    const res = await get("/sitemap.xml");
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const body = await res.text();
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(Object.keys(PUBLIC_PAGES).map((p) => `${APP_URL}${p}`));
  });
});
