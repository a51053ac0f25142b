/**
 * The public forms sent without the app's script (decision 104): the contact message, sign-in,
 * sign-up and the password reset request arrive as ordinary form posts to their page. Each is
 * passed on, as JSON, to the very endpoint the app calls (/api/contact, better-auth's under
 * /api/auth), through the same app: the same validation, messages, rate limits, answer floors and
 * even answers for a taken address. The outcome is the page again with the endpoint's words
 * in it, or, on a sign-in, the redirect the app makes, with the session's cookie.
 */
import type { Context, Hono } from "hono";
import { AUTH_NOTICES, UNEXPECTED_ERROR } from "@/client/features/auth/lib/notices";
import { CONTACT_NOTICES } from "@/client/features/public/content/contact-notices";
import type { ServerForm } from "@/client/lib/server-form";
import { paths } from "@/client/config/paths";
import { forgotPasswordSchema, nameFromEmail, signInSchema, signUpSchema } from "@/shared/schemas/people/auth";
import type { z } from "zod";
import type { AppEnv } from "../deps";
import type { createPageServer } from "./pages";

type Pages = ReturnType<typeof createPageServer>;
type Status = 200 | 400 | 403 | 429;

/** What the endpoint answered: its status, its words, its field messages and its cookies. */
interface Answer {
  status: number;
  message?: string;
  fields: Record<string, string>;
  cookies: string[];
}

/** The request's form fields, text only. */
async function fieldsOf(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(
    Object.entries(body).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
}

/**
 * CSRF: a form may be sent from this site only. A browser names the page's origin on every
 * form post (Origin, else Referer); a post naming none, or another site, is refused.
 */
function fromThisSite(c: Context, allowed: readonly string[]): boolean {
  const origin = c.req.header("origin");
  if (origin) return allowed.includes(origin);
  const referer = c.req.header("referer");
  if (!referer) return false;
  try {
    return allowed.includes(new URL(referer).origin);
  } catch {
    return false;
  }
}

/** Only a path of this site, and never /auth itself, is a place to return to (as the app's sign-in page). */
function safeReturnPath(from: string | undefined): string {
  if (!from?.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return paths.patientForm.root;
  return from.split(/[?#]/)[0] === paths.auth ? paths.patientForm.root : from;
}

/**
 * The form's own rules, checked as the app's form checks them before it sends (docs/spec.md §5):
 * the checked values, or a refusal with each field's first message.
 */
function check<T>(schema: z.ZodType<T>, values: unknown): { data: T } | { refusal: Answer } {
  const checked = schema.safeParse(values);
  if (checked.success) return { data: checked.data };
  const fields: Record<string, string> = {};
  for (const issue of checked.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return { refusal: { status: 400, message: Object.values(fields)[0], fields, cookies: [] } };
}

const statusOf = (answer: Answer): Status =>
  answer.status === 429 ? 429 : answer.status === 403 ? 403 : answer.status >= 400 ? 400 : 200;

export function createFormRoutes(api: Hono<AppEnv>, pages: Pages) {
  /** POSTs `body` as JSON to the app's `path`, as the browser's app would, from this request's client. */
  const call = async (c: Context<AppEnv>, path: string, body: unknown): Promise<Answer> => {
    const headers = new Headers({ "content-type": "application/json" });
    for (const name of ["origin", "cookie", "user-agent", "x-forwarded-for", "accept-language"]) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    // A form sent with a Referer only: the endpoints check the origin it names.
    if (!headers.has("origin")) headers.set("origin", new URL(c.req.header("referer")!).origin);
    const res = await api.fetch(
      new Request(new URL(path, c.req.url), { method: "POST", headers, body: JSON.stringify(body) }),
      c.env,
    );
    const json = (await res.json().catch(() => null)) as {
      message?: string;
      error?: string;
      fields?: Record<string, string>;
    } | null;
    const message = (json?.message ?? json?.error)?.trim();
    return {
      status: res.status,
      message: message && res.status < 500 ? message : undefined,
      fields: json?.fields ?? {},
      cookies: res.headers.getSetCookie(),
    };
  };

  const answer = (c: Context, url: string, form: ServerForm, status: Status) =>
    pages.respondWithForm(c, url, form, status);

  return {
    /** POST /contact (docs/spec.md §2): the message goes to POST /api/contact. */
    async contact(c: Context<AppEnv>): Promise<Response> {
      if (!fromThisSite(c, c.var.deps.allowedOrigins)) return c.text("Cross-origin form refused", 403);
      const fields = await fieldsOf(c);
      const values = {
        name: fields.name ?? "",
        email: fields.email ?? "",
        phone: fields.phone ?? "",
        message: fields.message ?? "",
      };
      const sent = await call(c, "/api/contact", values);
      if (sent.status === 201)
        return answer(
          c,
          paths.contact,
          { name: "contact", values: {}, errors: {}, notice: { kind: "success", ...CONTACT_NOTICES.sent } },
          200,
        );
      const notice = {
        kind: "error" as const,
        title: CONTACT_NOTICES.notSent,
        description: sent.message ?? CONTACT_NOTICES.failed,
      };
      return answer(c, paths.contact, { name: "contact", values, errors: sent.fields, notice }, statusOf(sent));
    },

    /** POST /auth: sign-in, sign-up or a reset request, by the form's `form` field (docs/spec.md §2 /auth). */
    async auth(c: Context<AppEnv>): Promise<Response> {
      if (!fromThisSite(c, c.var.deps.allowedOrigins)) return c.text("Cross-origin form refused", 403);
      const fields = await fieldsOf(c);
      const email = fields.email ?? "";
      const password = fields.password ?? "";
      const from = fields.from ? `&from=${encodeURIComponent(fields.from)}` : "";
      const refused = (name: string, title: string, url: string, result: Answer) =>
        answer(
          c,
          url,
          {
            name,
            values: { email },
            errors: result.fields,
            notice: { kind: "error", title, description: result.message ?? UNEXPECTED_ERROR },
          },
          statusOf(result),
        );

      const tab = (name: string) => `${paths.auth}?tab=${name}${from}`;

      if (fields.form === "sign-in") {
        const checked = check(signInSchema, { email, password });
        const result = "data" in checked ? await call(c, "/api/auth/sign-in/email", checked.data) : checked.refusal;
        if (result.status !== 200) return refused("sign-in", AUTH_NOTICES.signInFailed, tab("signin"), result);
        // As the app: on to where the visitor was going, else the form (docs/spec.md §4).
        for (const cookie of result.cookies) c.header("Set-Cookie", cookie, { append: true });
        return c.redirect(safeReturnPath(fields.from), 303);
      }
      if (fields.form === "sign-up") {
        const checked = check(signUpSchema, { email, password, confirmPassword: fields.confirmPassword ?? "" });
        const result =
          "data" in checked
            ? await call(c, "/api/auth/sign-up/email", {
                email: checked.data.email,
                password,
                name: nameFromEmail(checked.data.email),
              })
            : checked.refusal;
        if (result.status !== 200) return refused("sign-up", AUTH_NOTICES.signUpFailed, tab("signup"), result);
        // Decision 027: the same words for a new and a taken address.
        const notice = { kind: "success" as const, ...AUTH_NOTICES.signedUp };
        return answer(c, tab("signup"), { name: "sign-up", values: { email: email.trim() }, errors: {}, notice }, 200);
      }
      if (fields.form === "forgot-password") {
        const checked = check(forgotPasswordSchema, { email });
        const redirectTo = new URL(paths.auth, c.var.deps.env.APP_URL).toString();
        const result =
          "data" in checked
            ? await call(c, "/api/auth/request-password-reset", { email: checked.data.email, redirectTo })
            : checked.refusal;
        if (result.status !== 200)
          return refused("forgot-password", AUTH_NOTICES.resetFailed, tab("forgot-password"), result);
        // As the app: back to Sign In, with the notice.
        const notice = { kind: "success" as const, ...AUTH_NOTICES.resetSent };
        return answer(c, tab("signin"), { name: "sign-in", values: { email: email.trim() }, errors: {}, notice }, 200);
      }
      return c.redirect(paths.auth, 303);
    },
  };
}
