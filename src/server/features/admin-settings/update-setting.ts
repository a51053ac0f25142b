import { eq } from "drizzle-orm";
import { settingValueError } from "@/shared/schemas/people/admin";
import { hasControlChars } from "@/shared/schemas/text";
import { SETTINGS_SUPERINTENDENT_MESSAGE, SUPERINTENDENT_ROLE } from "@/shared/domain/people/roles";
import type { StaffCtx } from "../../deps";
import { pharmacySettings } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { toAdminSetting } from "./setting.mapper";

const SETTING_NOT_FOUND = "Setting not found";

/**
 * PUT /api/admin/settings/:key: the value must fit the setting's stored type (docs/spec.md §9:
 * text, email, number, url). Every setting is the superintendent's to change (decision 112).
 */
export async function updateSetting(
  { db, now, actor, employee }: StaffCtx,
  { key, value }: { key: string; value: string },
) {
  if (employee.role !== SUPERINTENDENT_ROLE) throw new AppError("forbidden", SETTINGS_SUPERINTENDENT_MESSAGE);
  // No key holds one (a NUL could not even be looked up): the key from the path names no setting.
  if (hasControlChars(key)) throw new AppError("not_found", SETTING_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pharmacySettings).where(eq(pharmacySettings.setting_key, key)).for("update");
    if (!row) throw new AppError("not_found", SETTING_NOT_FOUND);
    const problem = settingValueError(row.setting_type, value, key);
    if (problem) throw new AppError("invalid_input", problem, { fields: { value: problem } });
    const [updated] = await tx
      .update(pharmacySettings)
      .set({ setting_value: value.trim(), updated_at: now, updated_by: actor.email })
      .where(eq(pharmacySettings.setting_key, key))
      .returning();
    await writeAudit(tx, actor, "setting.update", { type: "setting", id: key }, ["setting_value"]);
    return toAdminSetting(updated!);
  });
}
