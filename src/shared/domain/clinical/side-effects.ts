/**
 * Side effects a patient reports at a re-order check-in or at any time, and the red flags that
 * stop treatment until a prescriber has reviewed them (MHRA and the product's licensed advice:
 * pancreatitis, gallbladder disease, dehydration, anaphylaxis, pregnancy).
 */

export const SIDE_EFFECT_LEVELS = ["none", "mild", "moderate", "severe"] as const;
export type SideEffectLevel = (typeof SIDE_EFFECT_LEVELS)[number];

export const SIDE_EFFECTS = [
  { key: "nausea", label: "Feeling sick (nausea)" },
  { key: "vomiting", label: "Being sick (vomiting)" },
  { key: "diarrhoea", label: "Diarrhoea" },
  { key: "constipation", label: "Constipation" },
  { key: "indigestion", label: "Indigestion or heartburn" },
  { key: "stomach_pain", label: "Stomach pain" },
  { key: "tiredness", label: "Tiredness" },
  { key: "dizziness", label: "Dizziness" },
  { key: "injection_site", label: "Redness, itching or swelling where you inject" },
  { key: "hair_loss", label: "Hair loss" },
] as const;
export type SideEffectKey = (typeof SIDE_EFFECTS)[number]["key"];
export type SideEffectAnswers = Record<SideEffectKey, SideEffectLevel>;

export const NO_SIDE_EFFECTS: SideEffectAnswers = Object.fromEntries(
  SIDE_EFFECTS.map((e) => [e.key, "none"]),
) as SideEffectAnswers;

/** The worst level among the answers ('none' when there are none). */
export function worstSideEffect(answers: Partial<Record<string, SideEffectLevel>>): SideEffectLevel {
  let worst = 0;
  for (const level of Object.values(answers)) {
    if (level) worst = Math.max(worst, SIDE_EFFECT_LEVELS.indexOf(level));
  }
  return SIDE_EFFECT_LEVELS[worst]!;
}

export const RED_FLAGS = [
  { key: "severe_stomach_pain", label: "Severe or persistent stomach pain, which may spread to your back" },
  { key: "yellow_skin_or_eyes", label: "Yellowing of your skin or the whites of your eyes" },
  { key: "cannot_keep_fluids_down", label: "Being unable to keep fluids down" },
  {
    key: "allergic_reaction",
    label: "An allergic reaction with swelling of the face, lips or throat, or difficulty breathing",
  },
  { key: "pregnancy", label: "You are pregnant or think you might be" },
] as const;
export type RedFlagKey = (typeof RED_FLAGS)[number]["key"];

export const URGENT_HELP_MESSAGE =
  "Stop using the medicine and get urgent medical help: call 111, or 999 if it is an emergency.";
export const PREGNANCY_MESSAGE = "Stop using the medicine and contact your GP.";
export const REVIEW_FIRST_MESSAGE = "The pharmacist needs to review your recent report first.";
export const YELLOW_CARD_URL = "https://yellowcard.mhra.gov.uk/";

/** What the patient is told at once after reporting these red flags; null when there are none. */
export function redFlagAdvice(flags: readonly RedFlagKey[]): string | null {
  if (flags.length === 0) return null;
  return flags.every((f) => f === "pregnancy") ? PREGNANCY_MESSAGE : URGENT_HELP_MESSAGE;
}
