/**
 * The responsible pharmacist log (issue 20, decision 098; the Medicines (Pharmacies)
 * (Responsible Pharmacist) Regulations 2008): who was in charge of the pharmacy and when, with
 * their GPhC number. Kept 5 years, never edited: the log is only ever added to.
 */
export const RP_LOG_YEARS = 5;

export const RP_MESSAGES = {
  pharmacistOnly: "Only a pharmacist (a prescriber or the superintendent) can be the responsible pharmacist.",
  signOutPharmacistOnly:
    "Only a pharmacist (a prescriber or the superintendent) can sign out the responsible pharmacist.",
  alreadyYou: "You are already signed in as the responsible pharmacist.",
  nobodyOnDuty: "Nobody is signed in as the responsible pharmacist.",
  noGphc: "Your staff record has no GPhC number. Ask the superintendent to add it.",
  /** Decision 116: no supply (accuracy check, hand-over, dispatch) while the RP on duty is absent. */
  absent: "The responsible pharmacist is absent.",
  absenceRpOnly: "Only the responsible pharmacist on duty records their absence.",
  backRpOnly: "Only the responsible pharmacist on duty records that they are back.",
  alreadyAbsent: "Your absence is already recorded. Record that you are back first.",
  notAbsent: "The responsible pharmacist is not recorded as absent.",
  absenceLimitReached:
    "Your absences today already reach 2 hours, the most the Responsible Pharmacist Regulations allow in a day.",
} as const;

/** The answer when someone else is on duty: they sign out (or are signed out) first. */
export const someoneElseOnDuty = (name: string) =>
  `${name} is signed in as the responsible pharmacist. They must sign out first.`;
