import { type ErrorHandler, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { AUTH_ENDPOINTS, authEndpointHandler } from "./auth/auth-endpoints";
import { withContext } from "./lib/http/context";
import { loadSession, requireEmployee } from "./auth/middleware";
import { isDatabaseUnavailable } from "./db/client";
import { AppError, appErrorBody, errorBody } from "./lib/http/app-error";
import { codeOfStatus } from "@/shared/errors";
import { adminPatientsRoutes } from "./features/admin-patients/admin-patients.routes";
import { adminSettingsRoutes } from "./features/admin-settings/admin-settings.routes";
import { adminMessagesRoutes } from "./features/admin-messages/admin-messages.routes";
import { adminOrdersRoutes } from "./features/admin-orders/admin-orders.routes";
import { adminRegisterRoutes } from "./features/admin-register/admin-register.routes";
import { adminPaymentsRoutes } from "./features/admin-payments/admin-payments.routes";
import { adminStaffRoutes } from "./features/admin-staff/admin-staff.routes";
import { adminRpLogRoutes } from "./features/admin-rp-log/admin-rp-log.routes";
import { adminProductsRoutes } from "./features/admin-products/admin-products.routes";
import { adminRecallsRoutes } from "./features/admin-recalls/admin-recalls.routes";
import { adminFridgeRoutes } from "./features/admin-fridge/admin-fridge.routes";
import { adminStockRoutes } from "./features/admin-stock/admin-stock.routes";
import { adminIncidentsRoutes } from "./features/admin-incidents/admin-incidents.routes";
import { adminGoLiveRoutes } from "./features/admin-go-live/admin-go-live.routes";
import { adminTwoFactorRoutes } from "./features/admin-two-factor/admin-two-factor.routes";
import { adminSigningRoutes } from "./features/admin-signing/admin-signing.routes";
import { adminConsultationsRoutes } from "./features/admin-consultations/admin-consultations.routes";
import { adminEvidenceRoutes, EVIDENCE_FILE_CSP } from "./features/admin-evidence/admin-evidence.routes";
import { adminPrescriptionsRoutes } from "./features/admin-prescriptions/admin-prescriptions.routes";
import { accountRoutes } from "./features/account/account.routes";
import { accountMessagesRoutes } from "./features/account-messages/account-messages.routes";
import { accountSafetyRoutes } from "./features/account-safety/account-safety.routes";
import { adminPatientMessagesRoutes } from "./features/admin-patient-messages/admin-patient-messages.routes";
import { adminSideEffectsRoutes } from "./features/admin-side-effects/admin-side-effects.routes";
import { devClockRoutes } from "./features/dev-clock/dev-clock.routes";
import { patientRoutes } from "./features/patient/patient.routes";
import { paymentsRoutes } from "./features/payments/payments.routes";
import { reorderRoutes } from "./features/reorder/reorder.routes";
import type { AppDeps, AppEnv } from "./deps";
import { limitBody } from "./lib/http/body-limit";
import { clientAddress } from "./lib/http/client-address";
import { errorForLog } from "./lib/monitoring/log";
import { createProxyWarning } from "./lib/http/proxy-warning";
import { hasBearerToken } from "./lib/monitoring/metrics";
import { createReadiness } from "./lib/monitoring/readiness";
import { requestLog } from "./lib/http/request-log";
import { adminDataRequestsRoutes } from "./features/admin-data-requests/admin-data-requests.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { mailboxRoutes } from "./features/dev-mailbox/dev-mailbox.routes";
import { meRoutes } from "./features/me/me.routes";
import { productsRoutes } from "./features/products/products.routes";
import { settingsRoutes } from "./features/settings/settings.routes";
import { createPublicAnswers } from "./site/public-answers";
import { MAP_EMBED_ORIGINS } from "@/shared/domain/site/setting-checks";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The one request body allowed more than 100 KB: an evidence file (up to 10 MB, limited by its route). */
const EVIDENCE_UPLOAD = /^\/api\/admin\/patients\/[^/]+\/files\/?$/;

function socketAddress(c: { env: unknown }): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress?.replace(/^::ffff:/, "");
}

const isLoopback = (address: string | undefined) => address === "::1" || (address?.startsWith("127.") ?? false);

/**
 * The one place an error becomes a response (docs/architecture.md, convention 12), always
 * `{ error, code, fields? }` (src/shared/errors.ts): an AppError with its code, status, message and
 * field messages; Hono's own (malformed JSON and the like) with its message and the code of its
 * status; a database outage as 503 `unavailable`; anything else as 500 `internal` with a message
 * that says nothing of it.
 */
export const onAppError: ErrorHandler = (error, c) => {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(appErrorBody(error), error.status);
  }
  if (error instanceof HTTPException) {
    // Malformed JSON and the like: the message is ours (Hono's), never a stack.
    return c.json(errorBody(codeOfStatus(error.status), error.message || "Bad request"), error.status);
  }
  const logError = (message: string) => {
    const log = c.var.deps?.log;
    if (log) log.error({ reqId: c.var.requestId, err: errorForLog(error) }, message);
    else console.error(message, errorForLog(error));
  };
  if (isDatabaseUnavailable(error)) {
    logError(`[api] ${c.req.method} ${c.req.path}: database unavailable`);
    c.header("Retry-After", "5");
    return c.json(errorBody("unavailable", "The service is temporarily unavailable. Please try again shortly."), 503);
  }
  logError(`[api] ${c.req.method} ${c.req.path} failed`);
  return c.json(errorBody("internal", "Something went wrong. Please try again."), 500);
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const warnOfProxy = createProxyWarning({ trustedHops: deps.env.TRUST_PROXY, log: deps.log });

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    warnOfProxy(c.req.header("x-forwarded-for"), socketAddress(c));
    c.set("user", null);
    c.set("sessionId", null);
    c.set(
      "clientIp",
      clientAddress({
        forwardedFor: c.req.header("x-forwarded-for"),
        socketAddress: socketAddress(c),
        trustedHops: deps.env.TRUST_PROXY,
      }),
    );
    await next();
  });
  app.use("*", requestLog);
  app.use("*", async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      deps.metrics.observe(c, (performance.now() - started) / 1000);
    }
  });

  if (deps.devMailbox) {
    // A queued e-mail shown as it is: no script runs and nothing loads. Set after the site's headers.
    app.use("/dev/mailbox/*", async (c, next) => {
      await next();
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    });
  }

  // An evidence file is served as it is (decision 077): nothing in it runs or loads. Set after the site's headers.
  app.use("/api/admin/files/*", async (c, next) => {
    await next();
    c.header("Content-Security-Policy", EVIDENCE_FILE_CSP);
  });

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

  const apiBodyLimit = limitBody({ maxBytes: 100 * 1024 });
  app.use("/api/*", (c, next) =>
    c.req.method === "POST" && EVIDENCE_UPLOAD.test(c.req.path) ? next() : apiBodyLimit(c, next),
  );

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

  // Decision 108: the price list and the settings are answered from memory, read again once
  // staff have changed anything (a change through another instance shows within 30 s).
  const publicAnswers = createPublicAnswers(deps.database.db);
  app.use("/api/admin/*", async (c, next) => {
    await next();
    if (!SAFE_METHODS.has(c.req.method) && c.res.status < 400) publicAnswers.invalidate();
  });

  // better-auth answers only the endpoints the product uses (auth/auth-endpoints.ts).
  const authHandler = authEndpointHandler(deps);
  for (const [method, path] of AUTH_ENDPOINTS) app.on(method, path, authHandler);

  app.use("/api/*", loadSession, withContext);

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
    .route("/settings", adminSettingsRoutes)
    .route("/deletion-requests", adminDataRequestsRoutes)
    .route("/orders", adminOrdersRoutes)
    .route("/register", adminRegisterRoutes)
    .route("/payments", adminPaymentsRoutes)
    .route("/messages", adminMessagesRoutes)
    .route("/", adminPatientMessagesRoutes)
    .route("/", adminSideEffectsRoutes)
    .route("/staff", adminStaffRoutes)
    .route("/rp-log", adminRpLogRoutes)
    .route("/products", adminProductsRoutes)
    .route("/recalls", adminRecallsRoutes)
    .route("/fridge", adminFridgeRoutes)
    .route("/stock", adminStockRoutes)
    .route("/incidents", adminIncidentsRoutes)
    .route("/go-live", adminGoLiveRoutes)
    .route("/two-factor", adminTwoFactorRoutes)
    .route("/signing-key", adminSigningRoutes)
    .route("/consultations", adminConsultationsRoutes)
    .route("/", adminEvidenceRoutes)
    .route("/", adminPrescriptionsRoutes);

  // Decision 094: /api/health says the process answers (liveness); /api/health/ready that it can
  // serve: the database answers and its migrations are applied.
  const readiness = createReadiness(deps.database.db);
  const api = new Hono<AppEnv>()
    .get("/health", (c) => c.json({ ok: true }))
    .get("/health/ready", async (c) => {
      const state = await readiness();
      c.header("Cache-Control", "no-store");
      return state.ready
        ? c.json({ ok: true }, 200)
        : c.json({ ok: false, ...errorBody("unavailable", state.reason) }, 503);
    })
    .route("/me", meRoutes)
    .route("/settings", settingsRoutes(publicAnswers.settings))
    .route("/products", productsRoutes(publicAnswers.products))
    .route("/contact", contactRoutes)
    .route("/patient", patientRoutes)
    .route("/account/reorder", reorderRoutes)
    .route("/account", accountRoutes)
    .route("/account/messages", accountMessagesRoutes)
    .route("/account", accountSafetyRoutes)
    .route("/payments", paymentsRoutes)
    .route("/admin", admin);

  const routes = app.route("/api", api);

  // Decision 094: Prometheus's text behind a bearer token; without METRICS_TOKEN there is no such page.
  app.get("/metrics", async (c) => {
    const token = deps.env.METRICS_TOKEN;
    if (!token) return c.text("Not found", 404);
    c.header("Cache-Control", "no-store");
    if (!hasBearerToken(c.req.header("authorization"), token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    return c.body(await deps.metrics.registry.metrics(), 200, { "Content-Type": deps.metrics.registry.contentType });
  });

  if (deps.devMailbox || deps.devClock) {
    // The mailbox shows password reset links and the clock moves every date rule: only to a
    // connection from this machine (X-Forwarded-For, which anyone can send, does not count).
    app.use("/dev/*", async (c, next) => {
      if (!isLoopback(socketAddress(c))) return c.text("Not found", 404);
      await next();
    });
    if (deps.devMailbox) app.route("/dev", mailboxRoutes);
    if (deps.devClock) app.route("/dev", devClockRoutes);
  }

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/")) return c.json(errorBody("not_found", "Not found"), 404);
    return c.text("Not found", 404);
  });

  app.onError(onAppError);

  return routes;
}

export type AppType = ReturnType<typeof createApp>;
