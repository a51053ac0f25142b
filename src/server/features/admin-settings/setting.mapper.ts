/** A pharmacy setting as the back office's System Settings page shows it. */
import type { pharmacySettings } from "../../db/schema";

export const toAdminSetting = (row: typeof pharmacySettings.$inferSelect) => ({
  setting_key: row.setting_key,
  setting_value: row.setting_value,
  setting_type: row.setting_type,
  description: row.description,
  category: row.category,
  pharmacy_id: row.pharmacy_id,
  updated_at: row.updated_at.toISOString(),
});
