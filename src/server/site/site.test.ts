/**
 * Public pages arrive as HTML (the site as `npm start` serves it, fetched without a browser):
 * each holds its heading, its own title, description, canonical address and Open Graph tags,
 * and its content from the database of the moment; how a page is sent; a page that cannot be
 * rendered is the client's index.html, never a 500. robots.txt and the sitemap: seo.test.ts;
 * how long the data pages are rendered from is kept: page-data.test.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliDecompress } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSite, type TestSite } from "../../../tests/support/test-site";
import { APP_URL, createTestApp, type TestApp } from "../../../tests/support/test-app";
import { pharmacySettings, products } from "../db/schema";
import { createSiteApp } from "../serve";
import { formatMoney } from "@/shared/domain/payments/money";
import { INITIAL_DATA_ID, PUBLIC_PAGES } from "@/shared/public-pages";

let t: TestApp;
let clientDir: string;
let site: TestSite["site"];
let testSite: TestSite;

beforeAll(async () => {
  testSite = await createTestSite();
  ({ t, clientDir, site } = testSite);
});
afterAll(() => testSite?.close());

const get = (url: string, headers: Record<string, string> = {}) => site.request(url, { headers });
async function html(url: string): Promise<string> {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get("content-type"), url).toBe("text/html; charset=UTF-8");
  return res.text();
}

const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->|<wbr\/?>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const title = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1]?.replace(/&amp;/g, "&");
const h1 = (page: string) => [...page.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1]!).trim());
const meta = (page: string, attr: "name" | "property", key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(page)?.[1];
const dataIsland = (page: string) =>
  JSON.parse(/<script type="application\/json" id="initial-data"[^>]*>([\s\S]*?)<\/script>/.exec(page)![1]!) as {
    settings: Record<string, string>;
  };

/** Each public page: its heading, its document title (as the browser sets it) and a line of its content. */
const PAGES: Array<[path: string, heading: string, title: string, content: string]> = [
  [
    "/",
    "Weight loss with the support of your local pharmacist",
    "The Village Pharmacy",
    "Care that goes beyond a prescription",
  ],
  ["/how-it-works", "How It Works", "How it Works", "A supervised weight-loss programme run by a real pharmacy"],
  [
    "/how-it-works/existing",
    "How It Works",
    "How it Works: transferring to us",
    "A supervised weight-loss programme run by a real pharmacy",
  ],
  ["/am-i-suitable", "Am I Suitable?", "Am I Suitable?", "Start with our quick BMI check"],
  ["/prices", "Mounjaro Injection Prices", "Prices", "All prices include VAT."],
  ["/contact", "Contact Us", "Contact Us", "Step-free access at the front entrance"],
  ["/about", "About Us", "About Us", "Meet the team"],
  ["/terms", "Terms & Conditions", "Terms & Conditions", "The Village Pharmacy Ltd"],
  ["/privacy", "Privacy Policy", "Privacy Policy", "Article 9(2)(h)"],
  ["/data", "Data Protection", "Data Protection", "14 Church Street"],
  ["/auth", "Create your account", "Sign Up", "Create an account to start your weight-loss treatment application"],
];

describe("every public page, as HTML", () => {
  it("covers the public pages of the sitemap", () => {
    expect(PAGES.map(([p]) => p).sort()).toEqual(Object.keys(PUBLIC_PAGES).sort());
  });

  it.each(PAGES)(
    "%s holds its heading, title, description, canonical address and content",
    async (url, heading, pageTitle, content) => {
      const page = await html(url);
      expect(h1(page)).toEqual([heading]);
      expect(title(page)).toBe(`${pageTitle} | Weight-loss programme`);
      expect(text(page)).toContain(content);
      expect(meta(page, "name", "description")).toBe(PUBLIC_PAGES[url]!.description.replace(/'/g, "&#39;"));
      expect(page).toContain(`<link rel="canonical" href="${APP_URL}${url}">`);
      expect(meta(page, "property", "og:url")).toBe(`${APP_URL}${url}`);
      expect(meta(page, "property", "og:title")).toBe(`${pageTitle.replace(/&/g, "&amp;")} | Weight-loss programme`);
      expect(meta(page, "property", "og:type")).toBe("website");
      // The footer: contact details, opening hours and the prescriber with the GPhC number (decision 021).
      expect(text(page)).toContain("Monday-Friday 9:00 AM-6:00 PM");
      expect(text(page)).toContain("Prescriber: Priya Shah, Lead Pharmacist, GPhC no. 2000000");
      expect(dataIsland(page).settings.display_name).toBe("The Village Pharmacy");
    },
  );

  it("runs no inline script: each script is the app's file or a data block (the CSP allows nothing else)", async () => {
    for (const [url] of PAGES) {
      const scripts = [...(await html(url)).matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
      for (const attributes of scripts)
        expect(attributes, url).toMatch(/\bsrc="\/[^/]|type="application\/(json|ld\+json)"/);
    }
  });

  it("has a first script (public/boot.js) that finds the page's data island", () => {
    const boot = readFileSync(path.resolve(import.meta.dirname, "../../../public/boot.js"), "utf8");
    expect(boot).toContain(`document.getElementById("${INITIAL_DATA_ID}")`);
  });

  it("fetches the app's script at low priority: the page is readable without it", async () => {
    const page = await html("/prices");
    const fetches = [...page.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((m) => m[0]);
    expect(fetches.length).toBeGreaterThan(0);
    for (const tag of fetches) expect(tag).toContain('fetchpriority="low"');
  });

  it("shows the price list of the database, and the pharmacy's details from the settings", async () => {
    const rows = await t.db.select().from(products);
    const prices = text(await html("/prices"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(prices).toContain(formatMoney(row.price));
    const contact = text(await html("/contact"));
    for (const line of [
      "01632 960123",
      "hello@villagepharmacy.example",
      "14 Church Street",
      "Oxfordshire OX12 3AB",
      "Saturday 9:00 AM-1:00 PM",
    ]) {
      expect(contact).toContain(line);
    }
    expect(contact).not.toContain("Loading contact information...");
  });

  it("describes the pharmacy as schema.org structured data on the home and contact pages", async () => {
    for (const url of ["/", "/contact"]) {
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(await html(url))?.[1];
      expect(JSON.parse(json!)).toEqual({
        "@context": "https://schema.org",
        "@type": "Pharmacy",
        name: "The Village Pharmacy",
        legalName: "The Village Pharmacy Ltd",
        url: `${APP_URL}/`,
        telephone: "01632 960123",
        email: "hello@villagepharmacy.example",
        address: {
          "@type": "PostalAddress",
          streetAddress: "14 Church Street, Little Harwood",
          addressLocality: "Oxfordshire",
          postalCode: "OX12 3AB",
          addressCountry: "GB",
        },
        openingHours: ["Mo-Fr 09:00-18:00", "Sa 09:00-13:00"],
      });
    }
    expect(await html("/prices")).not.toContain("application/ld+json");
  });

  it("renders the sign-in page a link from an e-mail opens (its query)", async () => {
    const page = await html("/auth?token=abc&type=recovery");
    expect(h1(page)).toEqual(["Set New Password"]);
  });
});

describe("the content is the database's of the moment", () => {
  /** The seeded employee's session cookie, signed in with the second factor (decision 065). */
  async function signedInEmployee() {
    return (await t.employee()).cookie;
  }

  it("shows a setting staff changed on the very next page", async () => {
    expect(text(await html("/contact"))).toContain("01632 960123");
    const cookie = await signedInEmployee();
    const res = await site.request("/api/admin/settings/contact_phone_number", {
      method: "PUT",
      headers: { origin: APP_URL, "content-type": "application/json", cookie },
      body: JSON.stringify({ value: "01632 960777" }),
    });
    expect(res.status).toBe(200);
    const contact = await html("/contact");
    expect(text(contact)).toContain("01632 960777");
    expect(dataIsland(contact).settings.contact_phone_number).toBe("01632 960777");
    await t.db
      .update(pharmacySettings)
      .set({ setting_value: "01632 960123" })
      .where(eq(pharmacySettings.setting_key, "contact_phone_number"));
  });

  it("escapes a setting's text, in the page, its head and its data", async () => {
    const hostile = `Harwood's </script><script>alert(1)</script> & "Co"`;
    await t.db
      .update(pharmacySettings)
      .set({ setting_value: hostile })
      .where(eq(pharmacySettings.setting_key, "display_name"));
    const cookie = await signedInEmployee();
    // Any staff change makes the next page read the database again.
    await site.request("/api/admin/settings/accessibility_note", {
      method: "PUT",
      headers: { origin: APP_URL, "content-type": "application/json", cookie },
      body: JSON.stringify({ value: "Step-free access at the front entrance and a private consultation room." }),
    });
    const page = await html("/");
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(dataIsland(page).settings.display_name).toBe(hostile);
    expect(page).toContain(
      "<title>Harwood&#39;s &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; | Weight-loss programme</title>",
    );
    await t.db
      .update(pharmacySettings)
      .set({ setting_value: "The Village Pharmacy" })
      .where(eq(pharmacySettings.setting_key, "display_name"));
  });
});

describe("how a page is sent", () => {
  it("compressed as the browser accepts, revalidated on every use, and 304 when unchanged", async () => {
    const plain = await html("/prices");
    const res = await get("/prices", { "accept-encoding": "gzip, br" });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect((await promisify(brotliDecompress)(Buffer.from(await res.arrayBuffer()))).toString()).toBe(plain);
    const etag = res.headers.get("etag")!;
    expect((await get("/prices", { "if-none-match": etag })).status).toBe(304);
  });

  it("keeps pages other than the public ones to the browser, and out of search engines' indexes", async () => {
    for (const url of ["/patient-form/basic", "/admin/patients", "/order-success", "/account/orders/12", "/admin"]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("x-robots-tag"), url).toBe("noindex");
      const page = await res.text();
      expect(page, url).toContain('<div id="root"></div>');
      expect(page, url).not.toContain("initial-data");
    }
    expect((await get("/prices")).headers.get("x-robots-tag")).toBeNull();
  });
});

describe("a page that cannot be rendered", () => {
  // The database is built in the hook, whose time allows for a loaded machine (vitest.config.ts).
  let other: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    other = await createTestApp();
  });

  it("is the client's index.html for the browser to render, not a 500, when the database is out", async () => {
    const outage = createSiteApp(other.deps, clientDir);
    await other.deps.database.close();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(" "));
    try {
      const res = await outage.request("/prices");
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain("initial-data");
    } finally {
      console.error = original;
      await other.close().catch(() => undefined);
    }
    expect(errors.join("\n")).toContain("[site] rendering /prices failed");
  });
});
