import { CLINICAL_SETTINGS_MESSAGE, isClinicalCategory } from "@/shared/domain/clinical/clinical-policy";
import type { SettingCreate } from "@/shared/schemas/admin";
import type { StaffCtx } from "../../deps";
import { pharmacySettings } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { toAdminSetting } from "./setting.mapper";

const DUPLICATE_SETTING = "A setting with this key already exists";

/**
 * POST /api/admin/settings: the Create New Setting panel (docs/spec.md §5 'New setting'); a key
 * is created once. Only the superintendent adds to the Clinical category (decision 030).
 */
export async function createSetting({ db, now, actor, employee }: StaffCtx, value: SettingCreate) {
  if (isClinicalCategory(value.category) && employee.role !== "superintendent") {
    throw new AppError("forbidden", CLINICAL_SETTINGS_MESSAGE, { fields: { category: CLINICAL_SETTINGS_MESSAGE } });
  }
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
