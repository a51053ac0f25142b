import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

/** Route group for the contact feature. */
export const contactRoutes = new Hono<AppEnv>();
