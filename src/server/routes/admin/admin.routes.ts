import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

/** Route group for the admin feature. */
export const adminRoutes = new Hono<AppEnv>();
