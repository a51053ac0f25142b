import { Hono } from "hono";
import type { AppEnv } from "../../deps";
import { goLiveConfigOf, readSiteBanner } from "../../lib/site/go-live";
import { getSettings } from "../../lib/site/settings";

/** Public: the pharmacy's settings as one key → value map, missing keys filled with defaults. */
export const settingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const settings = await getSettings(c.var.deps.database.db);
    // Revalidated on every use: a change made by staff shows at once on every visitor's next page.
    c.header("Cache-Control", "no-cache");
    return c.json(settings);
  })
  // Decision 090: the banner of every public page (not taking orders yet; in development, the example values in place).
  .get("/banner", async (c) => {
    const banner = await readSiteBanner(c.var.deps.database.db, goLiveConfigOf(c.var.deps));
    c.header("Cache-Control", "no-cache");
    return c.json({ banner });
  });
