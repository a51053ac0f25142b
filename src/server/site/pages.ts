/**
 * The site's pages as HTML. A public page (src/shared/public-pages.ts) is rendered on the
 * server with the current settings and prices, so its content arrives with the HTML, and the
 * browser hydrates only its islands (decision 107); every other page of the app (client/config/known-paths.ts) is the
 * client's index.html, rendered in the browser and kept out of search engines' indexes; any
 * other path is a 404 with the not-found page rendered (decision 104). A page that fails to
 * render is answered with the index.html too (logged), never a 500: the browser renders it.
 *
 * A rendered page is kept until its data changes: most requests are answered from memory, so
 * the price list page keeps up with a trivial route's throughput.
 */
import type { Context } from "hono";
import type { RenderedPage } from "@/client/app/render-page";
import type { InitialData } from "@/client/app/initial-data";
import { isKnownPath } from "@/client/config/known-paths";
import type { ServerForm } from "@/client/lib/server-form";
import { pageModuleOf } from "@/shared/page-modules";
import { PUBLIC_PAGES, publicPageOf } from "@/shared/public-pages";
import { errorForLog } from "../lib/monitoring/log";
import { modulePreloadTags } from "../lib/site/page-preloads";
import { pageHeadTags, jsonForScript } from "./head";
import { type HtmlBody, htmlBody, pageHtml, sendHtml } from "./html";
import type { IslandScripts } from "./island-scripts";
import type { PageDataSource } from "./page-data";

type RenderPage = (url: string, data: InitialData) => Promise<RenderedPage>;

/** The renderer is loaded with the first page (or the warm-up after start), not at start. */
const loadRenderer: () => Promise<RenderPage> = () => import("@/client/app/render-page").then((m) => m.renderPage);

export interface PageServerOptions {
  /** The built client's index.html. */
  indexHtml: string;
  /** The modules a path's page needs besides the first script (lib/site/page-preloads.ts). */
  preloads: (pathname: string) => string[];
  pageData: PageDataSource;
  appUrl: string;
  /** The first script of a rendered page (public/boot.js), when the build has it. */
  boot?: string;
  /** The islands' scripts (island-scripts.ts), when the build has them. */
  islands?: IslandScripts;
}

const logError = (line: string) => console.error(line);

export function createPageServer(opts: PageServerOptions) {
  let renderer: Promise<RenderPage> | undefined;
  // A renderer that failed to load is tried again with the next page.
  const getRenderer = () =>
    (renderer ??= loadRenderer().catch((error: unknown) => {
      renderer = undefined;
      throw error;
    }));
  const render: RenderPage = async (url, data) => (await getRenderer())(url, data);

  const shells = new Map<string, Promise<HtmlBody>>();
  /** The index.html naming the path's page module, so the browser fetches it with the app. */
  const shell = (pathname: string): Promise<HtmlBody> => {
    const links = modulePreloadTags(opts.preloads(pathname));
    let body = shells.get(links);
    if (!body) {
      body = htmlBody(links ? opts.indexHtml.replace("</head>", () => `${links}</head>`) : opts.indexHtml);
      shells.set(links, body);
    }
    return body;
  };

  /** The page's islands' script and modules (decision 107); without an islands' build, the app's. */
  const scriptsOf = (path: string, rendered: RenderedPage) =>
    opts.islands
      ? { script: opts.islands.script, modules: opts.islands.modules(rendered.islands) }
      : { modules: opts.preloads(path) };

  const renderBody = async (publicPath: string, url: string, form?: ServerForm): Promise<HtmlBody> => {
    const { data: pageData } = await opts.pageData.get();
    const data: InitialData = form ? { ...pageData, form } : pageData;
    const rendered = await render(url, data);
    const { title } = rendered;
    const { description } = PUBLIC_PAGES[publicPath]!;
    const headTags = pageHeadTags({
      path: publicPath,
      title,
      description,
      appUrl: opts.appUrl,
      settings: data.settings,
    });
    const page = {
      title,
      description,
      headTags,
      appHtml: rendered.html,
      dataJson: jsonForScript(data),
      ...scriptsOf(publicPath, rendered),
    };
    return htmlBody(pageHtml(opts.indexHtml, page, opts.boot));
  };

  /**
   * The not-found page, rendered. At an address of the public pages the browser's router shows
   * the same page, so it takes the HTML over; inside the patient's area or the back office its
   * router would show another, so that page comes without its data and the browser does not.
   */
  const renderNotFound = async (hydrated: boolean): Promise<HtmlBody> => {
    const { data } = await opts.pageData.get();
    const rendered = await render(NOT_FOUND_URL, data);
    const page = {
      title: rendered.title,
      description: "",
      headTags: "",
      appHtml: rendered.html,
      dataJson: jsonForScript(data),
      ...(hydrated ? scriptsOf(NOT_FOUND_URL, rendered) : { modules: [] }),
    };
    return htmlBody(pageHtml(opts.indexHtml, page, opts.boot, { hydrated }));
  };
  const notFoundPages = new Map<boolean, { version: string; body: Promise<HtmlBody> }>();
  const notFound = async (pathname: string): Promise<HtmlBody> => {
    const hydrated = pageModuleOf(pathname) === undefined;
    const { version } = await opts.pageData.get();
    let entry = notFoundPages.get(hydrated);
    if (!entry || entry.version !== version) {
      entry = { version, body: renderNotFound(hydrated) };
      notFoundPages.set(hydrated, entry);
      entry.body.catch(() => notFoundPages.get(hydrated) === entry && notFoundPages.delete(hydrated));
    }
    return entry.body;
  };

  /** Rendered pages by path, each with the data version it was rendered from. */
  const pages = new Map<string, { version: string; body: Promise<HtmlBody> }>();
  const cachedPage = async (publicPath: string): Promise<HtmlBody> => {
    const { version } = await opts.pageData.get();
    let entry = pages.get(publicPath);
    if (!entry || entry.version !== version) {
      entry = { version, body: renderBody(publicPath, publicPath) };
      pages.set(publicPath, entry);
      // A failure is not kept: the next request tries again.
      entry.body.catch(() => pages.get(publicPath) === entry && pages.delete(publicPath));
    }
    return entry.body;
  };

  return {
    /** Loads the renderer ahead of the first visitor. */
    warm(): Promise<unknown> {
      return getRenderer().catch((error: unknown) =>
        logError(`[site] the page renderer did not load: ${errorForLog(error)}`),
      );
    },
    async respond(c: Context): Promise<Response> {
      const pathname = c.req.path;
      const publicPath = publicPageOf(pathname);
      if (!publicPath) {
        c.header("X-Robots-Tag", "noindex");
        if (isKnownPath(pathname)) return sendHtml(c, await shell(pathname));
        try {
          return sendHtml(c, await notFound(pathname), 404);
        } catch (error) {
          logError(`[site] rendering the not-found page failed: ${errorForLog(error)}`);
          return c.html(NOT_FOUND_TEXT, 404);
        }
      }
      const search = new URL(c.req.url).search;
      try {
        // Only the pages that read their query (a link from an e-mail, a tab, a BMI sent
        // without the script) render apart for it; the others render the same for any.
        const body =
          QUERY_PAGES.has(publicPath) && search
            ? await renderBody(publicPath, `${publicPath}${search}`)
            : await cachedPage(publicPath);
        return sendHtml(c, body);
      } catch (error) {
        logError(
          `[site] rendering ${publicPath} failed; sending the page for the browser to render: ${errorForLog(error)}`,
        );
        return sendHtml(c, await shell(pathname));
      }
    },
    /**
     * A public page (`url`, a path and its query) with the server's answer to a form sent to it
     * (./forms.ts), at `status`.
     * Never kept: it holds what one visitor typed.
     */
    async respondWithForm(c: Context, url: string, form: ServerForm, status: 200 | 400 | 403 | 429) {
      const publicPath = url.split("?")[0]!;
      return sendHtml(c, await renderBody(publicPath, url, form), status, false);
    },
  };
}

/** The pages whose HTML depends on their query. */
const QUERY_PAGES = new Set(["/auth", "/am-i-suitable"]);

/** An address the router shows the not-found page at, standing for any unknown one. */
const NOT_FOUND_URL = "/404";

/** When even the not-found page cannot be rendered. */
const NOT_FOUND_TEXT =
  '<!doctype html><title>Page not found</title><h1>Oops! Page not found</h1><p><a href="/">Return Home</a></p>';
