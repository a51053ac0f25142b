import {
  RED_FLAGS,
  SIDE_EFFECT_LEVELS,
  SIDE_EFFECTS,
  type SideEffectLevel,
} from "@/shared/domain/clinical/side-effects";
import type { sideEffectReports } from "../../db/schema";

type ReportRow = typeof sideEffectReports.$inferSelect;

const levelOf = (value: unknown): SideEffectLevel =>
  (SIDE_EFFECT_LEVELS as readonly unknown[]).includes(value) ? (value as SideEffectLevel) : "none";

/** A report as the back office shows it: the side effects that bother the patient, the red flags by name, and who handled it. */
export function toStaffReport(r: ReportRow) {
  const symptoms = (r.symptoms ?? {}) as Record<string, unknown>;
  const flags = Array.isArray(r.red_flags) ? (r.red_flags as unknown[]) : [];
  return {
    id: r.report_id,
    patientId: r.patient_id,
    reportedAt: r.created_at.toISOString(),
    isRedFlag: r.is_red_flag,
    symptoms: SIDE_EFFECTS.map((e) => ({ key: e.key, label: e.label, level: levelOf(symptoms[e.key]) })).filter(
      (s) => s.level !== "none",
    ),
    redFlags: RED_FLAGS.filter((f) => flags.includes(f.key)).map((f) => ({ key: f.key, label: f.label })),
    details: r.details,
    handled: r.handled_at ? { at: r.handled_at.toISOString(), by: r.handled_by_name, note: r.handled_note } : null,
  };
}
