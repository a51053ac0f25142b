/**
 * The product's server: one Node process serving the site's pages, the built client and the /api
 * server. main.ts starts it once the configuration is read.
 */
import { serve } from "@hono/node-server";
import type { Server as HttpServer } from "node:http";
import { serveStatic } from "@hono/node-server/serve-static";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { createApp } from "./app";
import { createServerDeps } from "./bootstrap";
import { ConfigError, type Env } from "./env";
import type { AppDeps, AppEnv } from "./deps";
import { errorBody } from "./lib/http/app-error";
import { limitBody } from "./lib/http/body-limit";
import { errorForLog } from "./lib/monitoring/log";
import { goLiveConfigOf, readSiteBanner } from "./lib/site/go-live";
import { createPagePreloads, type Manifest } from "./lib/site/page-preloads";
import { createPageData } from "./site/page-data";
import { createFormRoutes } from "./site/forms";
import { createIslandScripts } from "./site/island-scripts";
import { createPageServer } from "./site/pages";
import { robotsTxt, sitemapXml } from "./site/seo";

/**
 * The built client: beside the compiled server (dist/server/main.js → dist/client), or, when
 * the server runs from its sources (development), dist/client of the working directory.
 */
function defaultClientDir(): string {
  const beside = fileURLToPath(new URL("../client", import.meta.url));
  return existsSync(path.join(beside, "index.html")) ? beside : path.resolve("dist/client");
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The whole site: the API, robots.txt and the sitemap, then the built client's files, then a
 * page for every other path (site/pages.ts: the public pages rendered on the server, the others
 * the client's index.html; the client router shows its own 404 page). Paths under /api and
 * /assets never fall through to a page: an unknown API path is a JSON 404 and a missing asset
 * a plain, uncached 404.
 */
export function createSiteApp(deps: AppDeps, clientDir: string) {
  const root = new Hono<AppEnv>();
  const pageData = createPageData(deps.database.db, {
    banner: () => readSiteBanner(deps.database.db, goLiveConfigOf(deps)),
  });
  // Staff changed something (settings, prices): the next page is rendered from the database again.
  root.use("/api/admin/*", async (c, next) => {
    await next();
    if (STATE_CHANGING.has(c.req.method) && c.res.status < 400) pageData.invalidate();
  });
  const api = createApp(deps) as unknown as Hono<AppEnv>;
  root.route("/", api);
  root.all("/api", (c) => c.json(errorBody("not_found", "Not found"), 404));
  root.all("/api/*", (c) => c.json(errorBody("not_found", "Not found"), 404));
  const appUrl = deps.env.APP_URL;
  root.get("/robots.txt", (c) => c.text(robotsTxt(appUrl)));
  root.get("/sitemap.xml", (c) =>
    c.body(sitemapXml(appUrl), 200, { "Content-Type": "application/xml; charset=UTF-8" }),
  );
  let pages: ReturnType<typeof createPageServer> | undefined;
  if (existsSync(path.join(clientDir, "index.html"))) {
    const manifestFile = path.join(clientDir, ".vite/manifest.json");
    const islandsManifest = path.join(clientDir, ".vite/islands-manifest.json");
    pages = createPageServer({
      indexHtml: readFileSync(path.join(clientDir, "index.html"), "utf8"),
      preloads: existsSync(manifestFile)
        ? createPagePreloads(JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest)
        : () => [],
      pageData,
      appUrl,
      boot: existsSync(path.join(clientDir, "boot.js")) ? "/boot.js" : undefined,
      islands: existsSync(islandsManifest)
        ? createIslandScripts(JSON.parse(readFileSync(islandsManifest, "utf8")) as Manifest)
        : undefined,
    });
    const site = pages;
    // Hashed assets never change: cache them for a year. Pages, and the first script of a
    // rendered page (its name has no hash), are always revalidated.
    root.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    root.use("/boot.js", async (c, next) => {
      await next();
      c.header("Cache-Control", "no-cache");
    });
    // The home page, and index.html itself, are pages like any other, not the file as it is.
    root.use("*", async (c, next) => (c.req.path === "/" || c.req.path === "/index.html" ? site.respond(c) : next()));
    root.use("*", serveStatic({ root: path.relative(process.cwd(), clientDir), precompressed: true }));
    root.get("/assets/*", (c) => {
      c.header("Cache-Control", "no-store");
      return c.text("Not found", 404);
    });
    root.get("*", (c) => site.respond(c));
    // The public forms sent before (or without) the page's script (decision 104).
    const forms = createFormRoutes(api, site);
    const formBodyLimit = limitBody({ maxBytes: 100 * 1024 });
    root.post("/contact", formBodyLimit, (c) => forms.contact(c));
    root.post("/auth", formBodyLimit, (c) => forms.auth(c));
    // Any other form post is answered with its page again.
    root.post("*", (c) => c.redirect(c.req.path, 303));
  }
  return Object.assign(root, { warm: () => pages?.warm() });
}

/** Longer than a load balancer's idle timeout in front of the server; the headers' a second longer still. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const HEADERS_TIMEOUT_MS = 66_000;

/**
 * The Node HTTP server. Decision 094: a load balancer keeps idle connections open for up to 60 s
 * (AWS's default); a server that closes one sooner resets a request the balancer sends on it at
 * that moment.
 */
export function listen(
  fetch: (request: Request, env: never) => Response | Promise<Response>,
  env: Pick<Env, "PORT" | "HOST">,
  onListening: (port: number) => void,
) {
  // Plain HTTP/1.1 (no createServer option is passed): TLS and HTTP/2 end at the proxy.
  const httpServer = serve({ fetch: fetch as never, port: env.PORT, hostname: env.HOST }, (info) =>
    onListening(info.port),
  ) as HttpServer;
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = HEADERS_TIMEOUT_MS;
  return httpServer;
}

export interface StartOptions {
  /** The built client's folder; beside the compiled server by default. */
  clientDir?: string;
  /** Runs the scheduled jobs (jobs/scheduler); on unless a caller runs them itself. */
  startJobs?: boolean;
  /** Extra routes under a path (the journeys' fixtures); the product mounts none. */
  mount?: { path: string; routes: (deps: AppDeps) => Hono };
}

export async function startServer(env: Env, opts: StartOptions = {}) {
  const started = performance.now();
  const server = await createServerDeps({ env, startJobs: opts.startJobs ?? true });
  const site = createSiteApp(server.deps, opts.clientDir ?? defaultClientDir());
  // Routes of the caller's own under a path of their own, ahead of the site's pages.
  const root = opts.mount
    ? new Hono().route(opts.mount.path, opts.mount.routes(server.deps)).route("/", site as unknown as Hono)
    : site;

  const httpServer = listen(root.fetch, env, (port) => {
    const ms = Math.round(performance.now() - started);
    console.log(`Ready on http://localhost:${port} (${server.deps.database.kind}, ${ms} ms)`);
    // The page renderer (React and the app) loads after the start, ahead of the first visitor.
    setTimeout(() => void site.warm(), 1000).unref();
  });
  // A port that is taken or an address this machine does not have is a configuration problem.
  await new Promise<void>((resolve, reject) => {
    httpServer.once("listening", resolve);
    httpServer.once("error", (error: NodeJS.ErrnoException) => {
      void server.close().catch(() => undefined);
      const reason =
        error.code === "EADDRINUSE"
          ? "is already in use"
          : error.code === "EACCES"
            ? "needs privileges this process does not have"
            : `cannot be used (${error.code ?? error.message})`;
      const variable = error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND" ? "HOST" : "PORT";
      reject(
        new ConfigError(
          `Cannot start: ${variable === "HOST" ? `HOST ${env.HOST}` : `PORT ${env.PORT} on ${env.HOST}`} ${reason}`,
        ),
      );
    });
  });

  let closing = false;
  // Stop accepting, drop idle keep-alive sockets, let the e-mail worker finish its batch and
  // close the database; give up after 5 s so a stuck connection cannot hold a restart.
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(0), 5000).unref();
    httpServer.close();
    (httpServer as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    await server.close().catch((error: unknown) => console.error("[shutdown]", errorForLog(error)));
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  return httpServer;
}
