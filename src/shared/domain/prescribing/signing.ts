/**
 * The prescriber's electronic signature (decision 118): the signing PIN's rule, the lock after
 * wrong PINs, and the words the screens and the API use about signatures.
 */
/** Wrong PINs in a row that lock signing, and for how long. */
export const SIGNING_MAX_FAILURES = 5;
export const SIGNING_LOCK_MINUTES = 15;

/** The hash's first hex digits the prescription shows beside the signature. */
export const SIGNATURE_HASH_SHOWN = 16;

export const SIGNING_MESSAGES = {
  pinFormat: "The signing PIN is 6 to 12 digits",
  pinsDiffer: "The two PINs are not the same",
  wrongPin: "The signing PIN is not correct",
  locked: (until: string) => `Signing is locked after ${SIGNING_MAX_FAILURES} wrong PINs. Try again at ${until}.`,
  noKey: "Set your signing PIN on your account page before you sign a prescription.",
  prescribersOnly: "Only a prescriber has a signing PIN.",
  notSigned: "The prescription is not signed.",
  doesNotMatch: "Signature does not match",
  matches: "Signature verified",
  notPaper: "This prescription was signed electronically: there is no paper prescription to file.",
  alreadyFiled: "The paper prescription is already recorded as signed and filed.",
  pharmacistFiles: "Only a pharmacist records a paper prescription as signed and filed.",
} as const;
