import type { SystemCtx } from "../../deps";
import { listSettingRows } from "../../lib/site/settings";
import { toAdminSetting } from "./setting.mapper";

/** GET /api/admin/settings: every setting, ordered by category then key (docs/spec.md §7); the page groups them. */
export async function listSettings({ db }: SystemCtx) {
  return (await listSettingRows(db)).map(toAdminSetting);
}
