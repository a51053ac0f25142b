import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { rateLimits } from "../../db/schema";
import { hitRateLimit, pruneRateLimits } from "./rate-limit";
import { DAY_MS } from "@/shared/domain/dates";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const limit = { max: 3, windowMs: 60_000 };
const at = (iso: string) => new Date(iso);

describe("hitRateLimit (fixed window)", () => {
  it("allows up to the limit in one window and refuses the next, saying when to retry", async () => {
    const key = "test:allow-then-refuse";
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.db, key, limit, at("2030-01-01T10:00:10Z")));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.count).toBe(4);
    expect(results[3]!.retryAfterSeconds).toBe(60);
  });

  it("starts a new window once the old one has ended", async () => {
    const key = "test:new-window";
    for (let i = 0; i < 4; i++) await hitRateLimit(t.db, key, limit, at("2030-01-01T10:00:00Z"));
    const stillBlocked = await hitRateLimit(t.db, key, limit, at("2030-01-01T10:00:59Z"));
    expect(stillBlocked).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    const next = await hitRateLimit(t.db, key, limit, at("2030-01-01T10:01:00Z"));
    expect(next).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it("counts each key on its own", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(t.db, "test:key-a", limit, at("2030-01-01T10:00:00Z"));
    expect((await hitRateLimit(t.db, "test:key-a", limit, at("2030-01-01T10:00:01Z"))).allowed).toBe(false);
    expect((await hitRateLimit(t.db, "test:key-b", limit, at("2030-01-01T10:00:01Z"))).allowed).toBe(true);
  });

  it("never lets concurrent requests past the limit", async () => {
    const key = "test:concurrent";
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(t.db, key, limit, at("2030-01-01T10:00:00Z"))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe("pruneRateLimits", () => {
  it("drops only counters older than the given age", async () => {
    await hitRateLimit(t.db, "test:old", limit, at("2030-01-01T00:00:00Z"));
    await hitRateLimit(t.db, "test:recent", limit, at("2030-01-02T11:00:00Z"));
    await pruneRateLimits(t.db, at("2030-01-02T12:00:00Z"), DAY_MS);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, "test:old"))).toHaveLength(0);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, "test:recent"))).toHaveLength(1);
  });
});
