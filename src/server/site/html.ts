/**
 * A page's HTML: the built client's index.html with the page's head and, for a page the server
 * rendered, the app's markup and the data it was rendered from. Sent compressed (brotli or
 * gzip, as the browser accepts), compressed once per version of the page rather than per request.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context } from "hono";
import { INITIAL_DATA_ID } from "@/shared/public-pages";
import { modulePreloadTags } from "../lib/site/page-preloads";
import { escapeHtml } from "./head";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const ROOT = '<div id="root"></div>';

export interface RenderedHtml {
  title: string;
  description: string;
  /** Tags added at the end of the head. */
  headTags: string;
  /** The app's markup, inside the root element. */
  appHtml: string;
  /** The data island's JSON, already safe inside a script element. */
  dataJson: string;
  /** The page's own modules and what they import (lib/site/page-preloads.ts), or its islands' (island-scripts.ts). */
  modules: string[];
  /** The islands' script, in place of the app's (decision 107). */
  script?: string;
}

/** The app's script and the modules it preloads. */
const SCRIPT_FETCHES = /<(script type="module"|link rel="modulepreload")/g;
const APP_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * `indexHtml` with the page's own parts. Every replacement is a function: `$&` in a text stays
 * text. The page is readable without its script, so with a `boot` script (public/boot.js, a few
 * lines of plain JavaScript copied as they are) the head names only that one, and the app and
 * its modules are listed on the data island (`data-app`, `data-modules`) for it to fetch once
 * the browser has painted the page (after its next frame, or 250 ms in a tab in the
 * background): on a slow connection the page's HTML and stylesheet come first, and the app's
 * code never holds up its first paint. The island's id is the one boot.js looks for
 * (INITIAL_DATA_ID).
 */
export function pageHtml(
  indexHtml: string,
  page: RenderedHtml,
  boot?: string,
  { hydrated = true }: { hydrated?: boolean } = {},
): string {
  if (!indexHtml.includes(ROOT) || !TITLE.test(indexHtml))
    throw new Error("index.html has no <title> or empty root element to fill");
  let html = indexHtml;
  let app = "";
  const modules: string[] = [];
  if (boot && APP_SCRIPT.test(html)) {
    html = html
      .replace(APP_SCRIPT, (_, src: string) => {
        app = src;
        return `<script type="module" crossorigin src="${escapeHtml(boot)}"></script>\n    `;
      })
      .replace(MODULE_PRELOAD, (_, href: string) => {
        modules.push(href);
        return "";
      });
  }
  // A page with islands loads their script and modules, none of the app's (decision 107).
  const listed = page.script ? page.modules : [...modules, ...page.modules];
  // With islands, the app's script is named too: an island going on into the app loads it (decision 107).
  const spa = page.script ? ` data-spa="${escapeHtml(app)}" data-spa-modules="${escapeHtml(modules.join(" "))}"` : "";
  const data = app
    ? ` data-app="${escapeHtml(page.script ?? app)}" data-modules="${escapeHtml(listed.join(" "))}"${spa}`
    : "";
  const preloads = app ? "" : modulePreloadTags(page.modules);
  // A page the browser is not to take over has no data island: boot.js then loads no app.
  const island = hydrated
    ? `<script type="application/json" id="${INITIAL_DATA_ID}"${data}>${page.dataJson}</script>`
    : "";
  return html
    .replace(SCRIPT_FETCHES, (tag) => `${tag} fetchpriority="low"`)
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(page.description)}">`)
    .replace("</head>", () => `${page.headTags}${preloads}</head>`)
    .replace(ROOT, () => `<div id="root">${page.appHtml}</div>${island}`);
}

/** An HTML body as sent: the text, its compressed forms and its validator. */
export interface HtmlBody {
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export async function htmlBody(html: string): Promise<HtmlBody> {
  const data = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzipAsync(data, { level: 9 }),
  ]);
  return { html, br, gzip: gz, etag: `W/"${createHash("sha256").update(data).digest("base64url").slice(0, 22)}"` };
}

/** The encoding to send: brotli, else gzip, when the request accepts it (a q of 0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

/**
 * Answers with `body`: revalidated on every use (no-cache), 304 when the browser has this version.
 * A page not to keep (a 404, a form's answer holding what one visitor typed) is sent whole, no-store.
 */
export function sendHtml(
  c: Context,
  body: HtmlBody,
  status: 200 | 400 | 403 | 404 | 429 = 200,
  keep = status === 200,
): Response {
  c.status(status);
  c.header("Vary", "Accept-Encoding");
  if (!keep) c.header("Cache-Control", "no-store");
  else {
    c.header("Cache-Control", "no-cache");
    c.header("ETag", body.etag);
    if (
      c.req
        .header("if-none-match")
        ?.split(",")
        .some((tag) => tag.trim() === body.etag)
    )
      return c.body(null, 304);
  }
  c.header("Content-Type", "text/html; charset=UTF-8");
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  if (!encoding) return c.body(body.html);
  c.header("Content-Encoding", encoding);
  const bytes = encoding === "br" ? body.br : body.gzip;
  return c.body(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength));
}
