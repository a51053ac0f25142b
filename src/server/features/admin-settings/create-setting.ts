import { SETTINGS_SUPERINTENDENT_MESSAGE, SUPERINTENDENT_ROLE } from "@/shared/domain/people/roles";
import type { SettingCreate } from "@/shared/schemas/people/admin";
import type { StaffCtx } from "../../deps";
import { pharmacySettings } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { toAdminSetting } from "./setting.mapper";

const DUPLICATE_SETTING = "A setting with this key already exists";

/**
 * POST /api/admin/settings: the Create New Setting panel (docs/spec.md §5 'New setting'); a key
 * is created once, by the superintendent alone (decision 112).
 */
export async function createSetting({ db, now, actor, employee }: StaffCtx, value: SettingCreate) {
  if (employee.role !== SUPERINTENDENT_ROLE) throw new AppError("forbidden", SETTINGS_SUPERINTENDENT_MESSAGE);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(pharmacySettings)
      .values({
        setting_key: value.setting_key,
        setting_value: value.setting_value,
        setting_type: value.setting_type,
        description: value.description || null,
        category: value.category || null,
        pharmacy_id: value.pharmacy_id ?? null,
        updated_at: now,
        updated_by: actor.email,
      })
      .onConflictDoNothing({ target: pharmacySettings.setting_key })
      .returning();
    if (!created) throw new AppError("conflict", DUPLICATE_SETTING, { fields: { setting_key: DUPLICATE_SETTING } });
    await writeAudit(
      tx,
      actor,
      "setting.create",
      { type: "setting", id: value.setting_key },
      Object.keys(value).filter(
        (k) => value[k as keyof typeof value] !== undefined && value[k as keyof typeof value] !== "",
      ),
    );
    return toAdminSetting(created);
  });
}
