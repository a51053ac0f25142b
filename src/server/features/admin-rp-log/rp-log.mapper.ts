import type { RpLogRow } from "../../lib/dispensing/responsible-pharmacist";

/** One entry of the responsible pharmacist log as the page and the export show it. */
export const toRpEntry = (r: RpLogRow) => ({
  entryId: r.rp_log_id,
  name: r.name,
  gphcNumber: r.gphc_number,
  signedInAt: r.signed_in_at.toISOString(),
  signedOutAt: r.signed_out_at?.toISOString() ?? null,
  signedOutBy: r.signed_out_by_name,
});
