import { type Context, Hono } from "hono";
import { settingCreateSchema, settingUpdateSchema } from "@/shared/schemas/admin";
import type { EmployeeEnv } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { validate } from "../../lib/http/validate";
import { createSetting } from "./create-setting";
import { listSettings } from "./list-settings";
import { updateSetting } from "./update-setting";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };

/** Who is changing the settings, with their role: the Clinical ones are the superintendent's (decision 030). */
const actorWithRole = (c: Context<EmployeeEnv>) => ({ ...actorOf(c.var.user), role: c.var.employee.role });

/** /api/admin/settings: the System Settings page (docs/spec.md §2). Mounted behind requireEmployee (app.ts). */
export const adminSettingsRoutes = new Hono<EmployeeEnv>()
  .get("/", async (c) => c.json(await listSettings(c.var.deps.database.db)))
  .put("/:key", validate("json", settingUpdateSchema, form), async (c) =>
    c.json(
      await updateSetting(
        c.var.deps.database.db,
        c.req.param("key"),
        c.req.valid("json").value,
        actorWithRole(c),
        c.var.deps.now(),
      ),
    ),
  )
  .post("/", validate("json", settingCreateSchema, form), async (c) =>
    c.json(await createSetting(c.var.deps.database.db, c.req.valid("json"), actorWithRole(c), c.var.deps.now()), 201),
  );
