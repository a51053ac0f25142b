/**
 * The pharmacy's clinical policy numbers (decision 030), read from the Clinical settings. A
 * value that is not a positive number falls back to its default, so a typo can never switch a
 * safety rule off.
 */
import { SETTING_DEFAULTS, type SettingKey, type SettingsMap } from "../site/settings";

export interface ClinicalPolicy {
  reorderWindowDays: number;
  reorderSecondReminderDays: number;
  restartGapDays: number;
  reassessmentGapDays: number;
  reverificationDays: number;
  verifiedWeightDifferencePercent: number;
  rapidLossPercent: number;
  /** Four weeks: the window of the rapid-loss flag is part of its definition, not a setting. */
  rapidLossDays: number;
  gainPercent: number;
  lowBmi: number;
  efficacyReviewDays: number;
  efficacyMinLossPercent: number;
}

function positive(settings: Partial<SettingsMap>, key: SettingKey): number {
  const value = Number(settings[key]);
  return Number.isFinite(value) && value > 0 ? value : Number(SETTING_DEFAULTS[key]);
}

export function clinicalPolicy(settings: Partial<SettingsMap>): ClinicalPolicy {
  return {
    reorderWindowDays: positive(settings, "reorder_window_days"),
    reorderSecondReminderDays: positive(settings, "reorder_second_reminder_days"),
    restartGapDays: positive(settings, "restart_gap_days"),
    reassessmentGapDays: positive(settings, "reassessment_gap_days"),
    reverificationDays: positive(settings, "reverification_days"),
    verifiedWeightDifferencePercent: positive(settings, "verified_weight_difference_percent"),
    rapidLossPercent: positive(settings, "rapid_loss_percent"),
    rapidLossDays: 28,
    gainPercent: positive(settings, "weight_gain_percent"),
    lowBmi: positive(settings, "low_bmi_flag"),
    efficacyReviewDays: positive(settings, "efficacy_review_days"),
    efficacyMinLossPercent: positive(settings, "efficacy_min_loss_percent"),
  };
}

/** A break as the patient and the prescriber read it: in weeks when it is whole weeks ("8 weeks"), else in days. */
export function breakLength(days: number): string {
  if (days % 7 !== 0) return days === 1 ? "1 day" : `${days} days`;
  return days === 7 ? "1 week" : `${days / 7} weeks`;
}
