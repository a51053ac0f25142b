import type { RpAbsenceRow, RpLogRow } from "../../lib/dispensing/responsible-pharmacist";

/** One absence of the RP (decision 116): why, from when, until when (null while away), and who recorded the end. */
export const toRpAbsence = (a: RpAbsenceRow) => ({
  absenceId: a.rp_absence_id,
  reason: a.reason,
  from: a.started_at.toISOString(),
  to: a.ended_at?.toISOString() ?? null,
  backRecordedBy: a.ended_by_name,
});

/** One entry of the responsible pharmacist log as the page and the export show it, with its absences. */
export const toRpEntry = (r: RpLogRow, absences: readonly RpAbsenceRow[] = []) => ({
  entryId: r.rp_log_id,
  name: r.name,
  gphcNumber: r.gphc_number,
  signedInAt: r.signed_in_at.toISOString(),
  signedOutAt: r.signed_out_at?.toISOString() ?? null,
  signedOutBy: r.signed_out_by_name,
  absences: absences.filter((a) => a.rp_log_id === r.rp_log_id).map(toRpAbsence),
});
