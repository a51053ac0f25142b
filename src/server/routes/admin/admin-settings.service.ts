import { eq } from "drizzle-orm";
import { type SettingCreate, settingValueError } from "@/shared/schemas/admin";
import { hasControlChars } from "@/shared/schemas/text";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { pharmacySettings } from "../../db/schema";
import { listSettingRows } from "../../lib/settings";
import { type Actor, writeAudit } from "./admin-audit.service";

export const SETTING_NOT_FOUND = "Setting not found";
export const DUPLICATE_SETTING = "A setting with this key already exists";

const toView = (row: typeof pharmacySettings.$inferSelect) => ({
  setting_key: row.setting_key,
  setting_value: row.setting_value,
  setting_type: row.setting_type,
  description: row.description,
  category: row.category,
  pharmacy_id: row.pharmacy_id,
  updated_at: row.updated_at.toISOString(),
});
export type AdminSetting = ReturnType<typeof toView>;

/** Every setting, ordered by category then key (docs/spec.md §7); the page groups them. */
export async function listSettings(db: Db) {
  return (await listSettingRows(db)).map(toView);
}

/** The value must fit the setting's stored type (docs/spec.md §9: text, email, number, url). */
export async function updateSetting(db: Db, key: string, value: string, actor: Actor, now: Date) {
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
    return toView(updated!);
  });
}

export async function createSetting(db: Db, value: SettingCreate, actor: Actor, now: Date) {
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
      Object.keys(value).filter((k) => value[k as keyof typeof value] !== undefined && value[k as keyof typeof value] !== ""),
    );
    return toView(created);
  });
}
