/**
 * Answers that staff change now and then and every visitor reads (decision 108): the price list
 * and the pharmacy's settings, kept in memory as the page renderer keeps the data of its pages
 * (page-data.ts): read again at once after staff change anything through this server
 * (`invalidate`), and at most `maxAgeMs` (30 s) after another instance of the server has. Each
 * is kept as its JSON text with its ETag, so a request costs a look-up and, when the browser
 * already holds that version, a 304 without a body.
 */
import { createHash } from "node:crypto";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed, JSONValue } from "hono/utils/types";
import { systemTime } from "../lib/time/clock";

export const READ_CACHE_MAX_AGE_MS = 30_000;

export interface CachedJson<T> {
  value: T;
  /** The JSON text sent. */
  body: string;
  /** A strong validator of that text. */
  etag: string;
}

export interface ReadCache<T> {
  get(): Promise<CachedJson<T>>;
  /** Staff changed something: the next request reads again. */
  invalidate(): void;
}

export function createReadCache<T extends JSONValue | object>(
  read: () => Promise<T>,
  opts: { maxAgeMs?: number; now?: () => number } = {},
): ReadCache<T> {
  const maxAgeMs = opts.maxAgeMs ?? READ_CACHE_MAX_AGE_MS;
  const now = opts.now ?? (() => systemTime().getTime());
  let current: { value: CachedJson<T>; readAt: number } | undefined;
  let reading: Promise<CachedJson<T>> | undefined;
  // A read that began before a change must not be kept as current after it.
  let generation = 0;

  const load = async (): Promise<CachedJson<T>> => {
    const started = generation;
    const readAt = now();
    const value = await read();
    const body = JSON.stringify(value);
    const cached = { value, body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"` };
    if (started === generation) current = { value: cached, readAt };
    return cached;
  };

  return {
    get() {
      if (current && now() - current.readAt < maxAgeMs) return Promise.resolve(current.value);
      reading ??= load().finally(() => {
        reading = undefined;
      });
      return reading;
    },
    invalidate() {
      generation++;
      current = undefined;
      reading = undefined;
    },
  };
}

/**
 * Answers with the cached JSON and its ETag: 304 with no body when the request names that
 * version (If-None-Match). Typed as the JSON it is, for the app's typed client.
 */
export function sendCachedJson<T>(
  c: Context,
  cached: CachedJson<T>,
  cacheControl: string,
): Response & TypedResponse<JSONParsed<T>, 200, "json"> {
  c.header("Cache-Control", cacheControl);
  c.header("ETag", cached.etag);
  const named = c.req.header("if-none-match");
  if (named && named.split(",").some((tag) => tag.trim().replace(/^W\//, "") === cached.etag))
    return c.body(null, 304) as unknown as Response & TypedResponse<JSONParsed<T>, 200, "json">;
  return c.body(cached.body, 200, { "Content-Type": "application/json" }) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, "json">;
}
