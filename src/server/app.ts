import { type Context, type ErrorHandler, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { CLIENT_IP_HEADER } from "./auth/auth";
import { loadSession, requireEmployee } from "./auth/middleware";
import { isDatabaseUnavailable } from "./db/client";
import { AppError, appErrorBody } from "./lib/app-error";
import { adminPatientsRoutes } from "./features/admin-patients/admin-patients.routes";
import { adminSettingsRoutes } from "./features/admin-settings/admin-settings.routes";
import { patientRoutes } from "./features/patient/patient.routes";
import type { AppDeps, AppEnv } from "./lib/context";
import { errorForLog } from "./lib/log";
import { contactRoutes } from "./features/contact/contact.routes";
import { mailboxRoutes } from "./features/dev-mailbox/dev-mailbox.routes";
import { meRoutes } from "./features/me/me.routes";
import { productsRoutes } from "./features/products/products.routes";
import { settingsRoutes } from "./features/settings/settings.routes";
import { MAP_EMBED_ORIGINS } from "@/shared/domain/settings";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The better-auth endpoints the product uses. The library has many more (profile and e-mail
 * changes, session lists that show tokens, account deletion, OAuth callbacks, a password
 * check); none of those is reachable, so each is a JSON 404.
 */
export const AUTH_ENDPOINTS = [
  ["POST", "/api/auth/sign-up/email"],
  ["POST", "/api/auth/sign-in/email"],
  ["POST", "/api/auth/sign-out"],
  ["POST", "/api/auth/request-password-reset"],
  ["POST", "/api/auth/reset-password"],
  // Decision 063: the confirmation page sends the token of the welcome e-mail's link.
  ["GET", "/api/auth/verify-email"],
] as const;

/**
 * better-auth puts the session token in the JSON of sign-up and sign-in too. The browser needs
 * only the HttpOnly cookie; a token in a body is one a script could read.
 */
async function withoutSessionToken(res: Response): Promise<Response> {
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res.clone().json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || !("token" in body)) return res;
  const { token: _token, ...rest } = body;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(rest), { status: res.status, statusText: res.statusText, headers });
}

function socketAddress(c: { env: unknown }): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress?.replace(/^::ffff:/, "");
}

const isLoopback = (address: string | undefined) => address === "::1" || (address?.startsWith("127.") ?? false);

function clientIpFrom(c: { env: unknown; req: { header(name: string): string | undefined } }, trustProxy: boolean): string {
  if (trustProxy) {
    // The proxy appends the address it saw; earlier entries come from the client and may be forged.
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? "127.0.0.1";
}

/**
 * The one place an error becomes a response (docs/architecture.md, convention 12): an AppError
 * with its status, message and field messages; Hono's own (malformed JSON and the like) with its
 * message; a database outage as 503; anything else as 500 with a message that says nothing of it.
 */
export const onAppError: ErrorHandler = (error, c) => {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(appErrorBody(error), error.status);
  }
  if (error instanceof HTTPException) {
    // Malformed JSON and the like: the message is ours (Hono's), never a stack.
    return c.json({ error: error.message || "Bad request" }, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] ${c.req.method} ${c.req.path}: database unavailable:`, errorForLog(error));
    c.header("Retry-After", "5");
    return c.json({ error: "The service is temporarily unavailable. Please try again shortly." }, 503);
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, errorForLog(error));
  return c.json({ error: "Something went wrong. Please try again." }, 500);
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("user", null);
    c.set("sessionId", null);
    c.set("clientIp", clientIpFrom(c, deps.env.TRUST_PROXY));
    await next();
  });

  if (deps.devMailbox) {
    // A queued e-mail shown as it is: no script runs and nothing loads. Set after the site's headers.
    app.use("/dev/mailbox/*", async (c, next) => {
      await next();
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    });
  }

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: [...MAP_EMBED_ORIGINS],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: deps.env.APP_URL.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.use("/api/*", bodyLimit({ maxSize: 100 * 1024, onError: (c) => c.json({ error: "Request body too large" }, 413) }));

  // CSRF: a state-changing request from a foreign origin is refused (cookies are SameSite=Lax too).
  app.use("/api/*", async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      if (origin && !deps.allowedOrigins.includes(origin)) {
        throw new AppError("forbidden", "Cross-origin request refused");
      }
    }
    await next();
  });

  // better-auth reads the client IP (for its rate limits) only from the header we set here.
  const authHandler = async (c: Context<AppEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    return withoutSessionToken(await deps.auth.handler(new Request(c.req.raw, { headers })));
  };
  for (const [method, path] of AUTH_ENDPOINTS) app.on(method, path, authHandler);

  app.use("/api/*", loadSession);

  /**
   * /api/admin: the staff back office. Every route sits behind requireEmployee (docs/spec.md §6):
   * 401 signed out, 403 for a signed-in non-employee.
   */
  const admin = new Hono<AppEnv>()
    .use("*", requireEmployee)
    .use("*", async (c, next) => {
      await next();
      // Special-category health data: never kept by a browser or shared cache.
      c.header("Cache-Control", "no-store");
    })
    .route("/", adminPatientsRoutes)
    .route("/settings", adminSettingsRoutes);

  const api = new Hono<AppEnv>()
    .get("/health", (c) => c.json({ ok: true }))
    .route("/me", meRoutes)
    .route("/settings", settingsRoutes)
    .route("/products", productsRoutes)
    .route("/contact", contactRoutes)
    .route("/patient", patientRoutes)
    .route("/admin", admin);

  const routes = app.route("/api", api);

  if (deps.devMailbox) {
    // It shows password reset links: only to a connection from this machine (X-Forwarded-For,
    // which anyone can send, does not count).
    app.use("/dev/*", async (c, next) => {
      if (!isLoopback(socketAddress(c))) return c.text("Not found", 404);
      await next();
    });
    app.route("/dev", mailboxRoutes);
  }

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/")) return c.json({ error: "Not found" }, 404);
    return c.text("Not found", 404);
  });

  app.onError(onAppError);

  return routes;
}

export type AppType = ReturnType<typeof createApp>;
