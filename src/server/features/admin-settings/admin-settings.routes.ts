import { Hono } from "hono";
import { settingCreateSchema, settingUpdateSchema } from "@/shared/schemas/admin";
import type { EmployeeEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { createSetting } from "./create-setting";
import { listSettings } from "./list-settings";
import { updateSetting } from "./update-setting";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };

/**
 * /api/admin/settings: the System Settings page (docs/spec.md §2). Mounted behind requireEmployee
 * (app.ts); the Clinical settings are the superintendent's (decision 030), read from the context's
 * staff record.
 */
export const adminSettingsRoutes = new Hono<EmployeeEnv>()
  .get("/", async (c) => c.json(await listSettings(c.var.ctx)))
  .put("/:key", validate("json", settingUpdateSchema, form), async (c) =>
    c.json(await updateSetting(c.var.ctx, { key: c.req.param("key"), ...c.req.valid("json") })),
  )
  .post("/", validate("json", settingCreateSchema, form), async (c) =>
    c.json(await createSetting(c.var.ctx, c.req.valid("json")), 201),
  );
