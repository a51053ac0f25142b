/**
 * Decision 030: the pharmacy's own clinical policy numbers, the Clinical settings only the
 * superintendent changes; part of the settings (site/settings.ts), in a file of their own, as
 * clinical-policy.ts reads them.
 */
export const CLINICAL_DEFAULTS = {
  reorder_window_days: "21",
  reorder_second_reminder_days: "26",
  restart_gap_days: "26",
  reassessment_gap_days: "56",
  reverification_days: "182",
  verified_weight_difference_percent: "5",
  rapid_loss_percent: "8",
  weight_gain_percent: "5",
  low_bmi_flag: "25",
  efficacy_review_days: "182",
  efficacy_min_loss_percent: "5",
};

export const CLINICAL_SETTING_DEFINITIONS = [
  {
    key: "reorder_window_days",
    value: CLINICAL_DEFAULTS.reorder_window_days,
    type: "number",
    category: "Clinical",
    description: "Days after a supply before the next pen can be requested (first re-order reminder)",
  },
  {
    key: "reorder_second_reminder_days",
    value: CLINICAL_DEFAULTS.reorder_second_reminder_days,
    type: "number",
    category: "Clinical",
    description: "Days after a supply for the second re-order reminder",
  },
  {
    key: "restart_gap_days",
    value: CLINICAL_DEFAULTS.restart_gap_days,
    type: "number",
    category: "Clinical",
    description: "Days since the last injection from which a re-order is a restart",
  },
  {
    key: "reassessment_gap_days",
    value: CLINICAL_DEFAULTS.reassessment_gap_days,
    type: "number",
    category: "Clinical",
    description:
      "Days since the last injection from which a restart needs a new measurement and the full questionnaire",
  },
  {
    key: "reverification_days",
    value: CLINICAL_DEFAULTS.reverification_days,
    type: "number",
    category: "Clinical",
    description: "Days after which an independent measurement must be taken again",
  },
  {
    key: "verified_weight_difference_percent",
    value: CLINICAL_DEFAULTS.verified_weight_difference_percent,
    type: "number",
    category: "Clinical",
    description: "Flag when the verified weight differs from the self-reported one by more than this percentage",
  },
  {
    key: "rapid_loss_percent",
    value: CLINICAL_DEFAULTS.rapid_loss_percent,
    type: "number",
    category: "Clinical",
    description: "Flag a weight loss over this percentage within 4 weeks",
  },
  {
    key: "weight_gain_percent",
    value: CLINICAL_DEFAULTS.weight_gain_percent,
    type: "number",
    category: "Clinical",
    description: "Flag a weight gain over this percentage since the previous weight",
  },
  {
    key: "low_bmi_flag",
    value: CLINICAL_DEFAULTS.low_bmi_flag,
    type: "number",
    category: "Clinical",
    description: "Flag a BMI under this value on the latest weight",
  },
  {
    key: "efficacy_review_days",
    value: CLINICAL_DEFAULTS.efficacy_review_days,
    type: "number",
    category: "Clinical",
    description: "Days at the highest dose reached after which too little loss calls for an efficacy review",
  },
  {
    key: "efficacy_min_loss_percent",
    value: CLINICAL_DEFAULTS.efficacy_min_loss_percent,
    type: "number",
    category: "Clinical",
    description: "Loss at the highest dose under which an efficacy review is due",
  },
] as const;
