/**
 * The eight exclusion questions of docs/spec.md §5 (safety questions), with the patient-form field
 * name, the patient_history column that stores 'no' or the detail text, and the copy.
 */
export const EXCLUSIONS = [
  {
    field: "isPregnantOrBreastfeeding",
    column: "is_pregnant_or_breastfeeding_details",
    question: "Are you pregnant, breastfeeding or considering pregnancy?",
    label: "Pregnant, breastfeeding or considering pregnancy",
    notSuitableFor: "who are pregnant, breastfeeding or considering pregnancy",
  },
  {
    field: "takingOtherWeightLossMedication",
    column: "taking_other_weight_loss_medication_details",
    question: "Are you taking any other weight-loss medication?",
    label: "Taking other weight-loss medication",
    notSuitableFor: "taking other weight-loss medication",
  },
  {
    field: "historyOfPancreatitis",
    column: "history_of_pancreatitis_details",
    question: "Do you have a history of pancreatitis?",
    label: "History of pancreatitis",
    notSuitableFor: "with a history of pancreatitis",
  },
  {
    field: "historyOfHeartCondition",
    column: "history_of_heart_condition_details",
    question: "Do you have a history of a heart condition?",
    label: "History of heart condition",
    notSuitableFor: "with a history of heart conditions",
  },
  {
    field: "historyOfGallstones",
    column: "history_of_gallstones_details",
    question: "Do you currently have gallstones, or have you had them within the last 3 months?",
    label: "Current or recent gallstones (last 3 months)",
    notSuitableFor: "with current or recent gallstones",
  },
  {
    field: "hasEatingDisorder",
    column: "has_eating_disorder_details",
    question: "Do you have any eating disorder?",
    note: "Overeating is not an eating disorder.",
    label: "Eating disorder",
    notSuitableFor: "with eating disorders",
  },
  {
    field: "hasLiverOrKidneyIssues",
    column: "has_liver_or_kidney_issues_details",
    question: "Do you have any liver or kidney issues?",
    label: "Liver or kidney issues",
    notSuitableFor: "with liver or kidney issues",
  },
  {
    field: "historyOfIBSOrBowelDisease",
    column: "history_of_ibs_or_bowel_disease_details",
    question: "Do you have a history of IBS or bowel disease?",
    label: "History of IBS or bowel disease",
    notSuitableFor: "with IBS or bowel disease",
  },
] as const;

export type ExclusionField = (typeof EXCLUSIONS)[number]["field"];

/** The three medical questions of the safety step, each with a detail box (docs/spec.md §2, §3). */
export const MEDICAL_QUESTIONS = [
  {
    field: "previousWeightLoss",
    column: "tried_other_weight_loss_product_details",
    question: "Have you tried other weight-loss products or programmes before?",
    label: "Previous weight-loss attempts",
  },
  {
    field: "medicalConditions",
    column: "have_other_medical_conditions_details",
    question: "Do you have any other medical conditions?",
    label: "Medical conditions",
  },
  {
    field: "currentMedications",
    column: "taking_other_medications_details",
    question: "Are you taking any other medications?",
    label: "Current medications",
  },
] as const;

/** A yes or no given by the patient (docs/spec.md §4): what a form sends. */
export interface YesNoAnswer {
  answer: "yes" | "no";
  details: string;
}

/**
 * An answer as stored and read back: yes (its text is the detail), no, or not answered (null).
 * Nothing defaults to "no" (decision 082): a question the patient was never asked reads as not
 * answered, and completion refuses it.
 */
export interface StoredAnswer {
  answer: "yes" | "no" | null;
  details: string;
}

/** What every screen of the pharmacy shows for a question the patient has not answered. */
export const NOT_ANSWERED = "Not answered";

/** docs/spec.md §4: 'no' is stored as the string 'no'; any other text is a yes with that text as detail; null is not answered. */
export function answerFromStored(stored: string | null | undefined): StoredAnswer {
  if (stored == null) return { answer: null, details: "" };
  if (stored === "no") return { answer: "no", details: "" };
  return { answer: "yes", details: stored };
}

/** Choosing 'no' clears the detail and stores 'no' (docs/spec.md §4). */
export function answerToStored(answer: YesNoAnswer): string {
  return answer.answer === "no" ? "no" : answer.details.trim();
}

/** Yes, No or Not answered: an answer as the back office and the patient's data export write it. */
export function answerLabel(answer: "yes" | "no" | null | boolean): string {
  if (answer === null) return NOT_ANSWERED;
  return answer === true || answer === "yes" ? "Yes" : "No";
}
