import { describe, expect, it } from "vitest";
import { createReadCache, READ_CACHE_MAX_AGE_MS } from "./read-cache";

/** A source counting its reads, and a clock the test moves. */
function setUp() {
  let value = { price: "199.00" };
  let reads = 0;
  let time = 1_000_000;
  const cache = createReadCache(
    async () => {
      reads++;
      return value;
    },
    { now: () => time },
  );
  return {
    cache,
    reads: () => reads,
    change: (price: string) => (value = { price }),
    wait: (ms: number) => (time += ms),
  };
}

describe("a read-mostly answer kept in memory (decision 108)", () => {
  it("reads once, then answers from memory with the same text and ETag", async () => {
    const s = setUp();
    const first = await s.cache.get();
    const second = await s.cache.get();
    expect(s.reads()).toBe(1);
    expect(second).toBe(first);
    expect(first.body).toBe('{"price":"199.00"}');
    expect(first.etag).toMatch(/^"[\w-]{22}"$/);
  });

  it("reads again at once after a change through this server, with a new ETag", async () => {
    const s = setUp();
    const before = await s.cache.get();
    s.change("189.00");
    s.cache.invalidate();
    const after = await s.cache.get();
    expect(s.reads()).toBe(2);
    expect(after.value).toEqual({ price: "189.00" });
    expect(after.etag).not.toBe(before.etag);
  });

  it("shows a change made elsewhere (another instance) within its maximum age, 30 s", async () => {
    const s = setUp();
    await s.cache.get();
    s.change("179.00");
    s.wait(READ_CACHE_MAX_AGE_MS - 1);
    expect((await s.cache.get()).value).toEqual({ price: "199.00" });
    s.wait(1);
    expect((await s.cache.get()).value).toEqual({ price: "179.00" });
    expect(READ_CACHE_MAX_AGE_MS).toBe(30_000);
  });

  it("keeps no failed read, and no read that began before a change", async () => {
    let fail = true;
    let release!: () => void;
    const cache = createReadCache(async () => {
      if (fail) throw new Error("database unavailable");
      await new Promise<void>((resolve) => (release = resolve));
      return { n: 1 };
    });
    await expect(cache.get()).rejects.toThrow("database unavailable");
    fail = false;
    const slow = cache.get();
    cache.invalidate();
    release();
    await slow;
    // The read that began before the change answered its caller but was not kept.
    const next = cache.get();
    release();
    expect((await next).value).toEqual({ n: 1 });
  });
});
