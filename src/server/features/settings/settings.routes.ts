import { Hono } from "hono";
import type { AppEnv } from "../../deps";
import { goLiveConfigOf, readSiteBanner } from "../../lib/site/go-live";
import { type ReadCache, sendCachedJson } from "../../site/read-cache";
import type { SettingsMap } from "@/shared/domain/site/settings";

/**
 * Public: the pharmacy's settings as one key → value map, missing keys filled with defaults,
 * from memory (decision 108). Revalidated on every use (decision 052): a change made by staff
 * shows on every visitor's next page; a browser holding the current version gets a 304.
 */
export const settingsRoutes = (settings: ReadCache<SettingsMap>) =>
  new Hono<AppEnv>()
    .get("/", async (c) => sendCachedJson(c, await settings.get(), "no-cache"))
    // Decision 090: the banner of every public page (not taking orders yet; in development, the example values in place).
    .get("/banner", async (c) => {
      const banner = await readSiteBanner(c.var.ctx.db, goLiveConfigOf(c.var.deps));
      c.header("Cache-Control", "no-cache");
      return c.json({ banner });
    });
