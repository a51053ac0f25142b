/**
 * The responsible pharmacist log (issue 20, decision 098; the Medicines (Pharmacies)
 * (Responsible Pharmacist) Regulations 2008): who was in charge of the pharmacy and when, with
 * their GPhC number. Kept 5 years, never edited: the log is only ever added to.
 */
export const RP_LOG_YEARS = 5;

export const RP_MESSAGES = {
  /** Decision 117: the staff record's registration decides, not the role. */
  pharmacistOnly: "Only a registered pharmacist can be the responsible pharmacist.",
  signOutPharmacistOnly: "Only a registered pharmacist can sign out the responsible pharmacist.",
  alreadyYou: "You are already signed in as the responsible pharmacist.",
  nobodyOnDuty: "Nobody is signed in as the responsible pharmacist.",
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

/** Decision 117: only a registered pharmacist is the responsible pharmacist, or signs one out. */
export const mayBeResponsiblePharmacist = (e: { registration: string }) => e.registration === "pharmacist";
