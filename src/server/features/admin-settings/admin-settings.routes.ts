import { Hono } from "hono";
import { settingCreateSchema, settingUpdateSchema } from "@/shared/schemas/people/admin";
import { SETTINGS_SUPERINTENDENT_MESSAGE } from "@/shared/domain/people/roles";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { createSetting } from "./create-setting";
import { listSettings } from "./list-settings";
import { updateSetting } from "./update-setting";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };

/**
 * /api/admin/settings: the System Settings page (docs/spec.md §2). Mounted behind requireEmployee
 * (app.ts): every employee reads the settings, the superintendent alone changes them (decision
 * 112), refused before the input is read.
 */
const superintendentOnly = requireRole("superintendent", SETTINGS_SUPERINTENDENT_MESSAGE);

export const adminSettingsRoutes = new Hono<EmployeeEnv>()
  .get("/", async (c) => c.json(await listSettings(c.var.ctx)))
  .put("/:key", superintendentOnly, validate("json", settingUpdateSchema, form), async (c) =>
    c.json(await updateSetting(c.var.ctx, { key: c.req.param("key"), ...c.req.valid("json") })),
  )
  .post("/", superintendentOnly, validate("json", settingCreateSchema, form), async (c) =>
    c.json(await createSetting(c.var.ctx, c.req.valid("json")), 201),
  );
