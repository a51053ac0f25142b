import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

/** Route group for the patient feature. */
export const patientRoutes = new Hono<AppEnv>();
