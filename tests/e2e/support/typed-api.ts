/**
 * The journeys' typed client of /api: hc<AppType>, as the pages have (and the API tests,
 * tests/support/typed-api.ts), sent through a Playwright request context: a page's
 * (`page.request`) or one made for the API (support/review.ts). Its cookies, client address,
 * base URL and headers are that context's, so sessions, the CSRF check and rate limits behave as
 * for its string calls; a request's path, query and body and the body it reads are typed from the route.
 */
import { type APIRequestContext, type APIResponse, expect, type Page } from "@playwright/test";
import { typedApi } from "../../support/typed-api";

/** Statuses whose answer has no body, which a web Response refuses one for. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** A request of the typed client (its method, headers and body as hc gives them) as the context's options. */
function contextOptions(init: RequestInit): NonNullable<Parameters<APIRequestContext["fetch"]>[1]> {
  const { body } = init;
  const options = {
    method: init.method ?? "GET",
    headers: Object.fromEntries(new Headers(init.headers)),
    ...(init.redirect === "manual" ? { maxRedirects: 0 } : {}),
  };
  if (body === undefined || body === null) return options;
  // hc sends JSON as a string and a form as FormData.
  if (typeof body === "string") return { ...options, data: body };
  if (body instanceof FormData) return { ...options, multipart: body };
  throw new Error(`a body the journeys' typed client does not send: ${Object.prototype.toString.call(body)}`);
}

/** The context's answer as a web Response: its status, headers (each Set-Cookie kept apart), body and address. */
export async function webResponse(res: APIResponse): Promise<Response> {
  const headers = new Headers();
  for (const { name, value } of res.headersArray()) headers.append(name, value);
  const body = NO_BODY.has(res.status()) ? null : new Uint8Array(await res.body());
  const response = new Response(body, { status: res.status(), statusText: res.statusText(), headers });
  // A Response made here has no address of its own: the one asked, for the tests' messages.
  Object.defineProperty(response, "url", { value: res.url() });
  return response;
}

/** The typed /api of a page's context or of a request context; the path alone is sent, against the context's base URL. */
export function apiOf(client: Page | APIRequestContext) {
  const request = "request" in client ? client.request : client;
  // The base is never contacted: typedApi sends the path and query alone, as the string calls do.
  return typedApi("http://journeys.invalid", async (path, init) =>
    webResponse(await request.fetch(path, contextOptions(init))),
  );
}

/** A typed answer is a success, or the test fails showing its address, status and body (read from a copy: the body stays unread). */
export async function expectOk(res: Response) {
  expect(res.ok, `${res.url}: ${res.status} ${await res.clone().text()}`).toBe(true);
}
