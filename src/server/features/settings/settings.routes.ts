import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import { getSettings } from "../../lib/settings";

/** Public: the pharmacy's settings as one key → value map, missing keys filled with defaults. */
export const settingsRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const settings = await getSettings(c.var.deps.database.db);
  // Revalidated on every use: a change made by staff shows at once on every visitor's next page.
  c.header("Cache-Control", "no-cache");
  return c.json(settings);
});
