import { Hono } from "hono";
import type { AppEnv } from "../../deps";
import { type ReadCache, sendCachedJson } from "../../site/read-cache";
import type { ProductDto } from "./list-products";

/** GET /api/products: the price list, from memory (decision 108), with its ETag. */
export const productsRoutes = (prices: ReadCache<ProductDto[]>) =>
  new Hono<AppEnv>().get("/", async (c) => sendCachedJson(c, await prices.get(), "public, max-age=60"));
