/** Starts the product: one Node process serving the built client and the /api server. */
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { createApp } from "./app";
import { createServerDeps } from "./bootstrap";
import { ConfigError, loadDotEnv, loadEnv, type Env } from "./env";
import type { AppEnv } from "./lib/context";
import { errorForLog } from "./lib/log";
import { createPagePreloads, type Manifest } from "./lib/page-preloads";

/**
 * The built client: beside the compiled server (dist/server/main.js → dist/client), or, when
 * the server runs from its sources (development), dist/client of the working directory.
 */
function defaultClientDir(): string {
  const beside = fileURLToPath(new URL("../client", import.meta.url));
  return existsSync(path.join(beside, "index.html")) ? beside : path.resolve("dist/client");
}

/**
 * The whole site: the API, then the built client's files, then the client's index.html for
 * every other page (the client router shows its own 404 page), naming the page's own script. Paths under /api and /assets
 * never fall through to the page: an unknown API path is a JSON 404 and a missing asset a
 * plain, uncached 404.
 */
export function createSiteApp(api: ReturnType<typeof createApp>, clientDir: string) {
  const root = new Hono<AppEnv>();
  root.route("/", api as unknown as Hono<AppEnv>);
  root.all("/api", (c) => c.json({ error: "Not found" }, 404));
  root.all("/api/*", (c) => c.json({ error: "Not found" }, 404));
  if (existsSync(path.join(clientDir, "index.html"))) {
    const indexHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");
    const manifestFile = path.join(clientDir, ".vite/manifest.json");
    const preloads = existsSync(manifestFile) ? createPagePreloads(JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest) : () => "";
    const pageHtml = (pathname: string) => {
      const links = preloads(pathname);
      return links ? indexHtml.replace("</head>", `${links}</head>`) : indexHtml;
    };
    // Hashed assets never change: cache them for a year. index.html is always revalidated.
    root.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    root.use("*", serveStatic({ root: path.relative(process.cwd(), clientDir), precompressed: true }));
    root.get("/assets/*", (c) => {
      c.header("Cache-Control", "no-store");
      return c.text("Not found", 404);
    });
    root.get("*", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(pageHtml(c.req.path));
    });
  }
  return root;
}

export async function startServer(env: Env, opts: { clientDir?: string } = {}) {
  const started = performance.now();
  const server = await createServerDeps({ env });
  const root = createSiteApp(createApp(server.deps), opts.clientDir ?? defaultClientDir());

  const httpServer = serve({ fetch: root.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const ms = Math.round(performance.now() - started);
    console.log(`Ready on http://localhost:${info.port} (${server.deps.database.kind}, ${ms} ms)`);
  });
  // A port that is taken or an address this machine does not have is a configuration problem.
  await new Promise<void>((resolve, reject) => {
    httpServer.once("listening", resolve);
    httpServer.once("error", (error: NodeJS.ErrnoException) => {
      void server.close().catch(() => undefined);
      const reason =
        error.code === "EADDRINUSE" ? "is already in use" : error.code === "EACCES" ? "needs privileges this process does not have" : `cannot be used (${error.code ?? error.message})`;
      const variable = error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND" ? "HOST" : "PORT";
      reject(new ConfigError(`Cannot start: ${variable === "HOST" ? `HOST ${env.HOST}` : `PORT ${env.PORT} on ${env.HOST}`} ${reason}`));
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

/** Reads the configuration and starts; a bad configuration stops with one readable line. */
export async function main() {
  let env: Env;
  try {
    loadDotEnv();
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    await startServer(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) await main();
