import { Hono } from "hono";
import type { AppEnv } from "../../deps";
import { listProducts } from "./list-products";

export const productsRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const rows = await listProducts(c.var.deps.database.db);
  c.header("Cache-Control", "public, max-age=60");
  return c.json(rows);
});
