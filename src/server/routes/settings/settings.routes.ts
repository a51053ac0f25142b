import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import { getSettings } from "./settings.service";

/** Public: the pharmacy's settings as one key → value map, missing keys filled with defaults. */
export const settingsRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const settings = await getSettings(c.var.deps.database.db);
  c.header("Cache-Control", "public, max-age=60");
  return c.json(settings);
});
