/** What the public pages are rendered from (./page-data.ts): the settings and prices, read again once old or changed. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { products } from "../db/schema";
import { createPageData, PAGE_DATA_MAX_AGE_MS } from "./page-data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("the data pages are rendered from", () => {
  it("is read again once it is 30 s old, so a change made elsewhere (another instance) shows within 30 s", async () => {
    let clock = 1_000_000;
    const data = createPageData(t.db, { now: () => clock });
    const first = await data.get();
    await t.db
      .update(products)
      .set({ price: "123.45" })
      .where(eq(products.product_id, first.data.products[0]!.product_id));
    clock += PAGE_DATA_MAX_AGE_MS - 1;
    expect(await data.get()).toBe(first);
    clock += 1;
    const second = await data.get();
    expect(second.data.products[0]!.price).toBe("123.45");
    expect(second.version).not.toBe(first.version);
    await t.db
      .update(products)
      .set({ price: first.data.products[0]!.price })
      .where(eq(products.product_id, first.data.products[0]!.product_id));
    data.invalidate();
    expect((await data.get()).version).toBe(first.version);
  });
});
