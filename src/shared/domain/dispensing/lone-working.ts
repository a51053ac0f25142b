/**
 * Lone working (decision 097): a second person does every accuracy check unless the
 * superintendent switches this Clinical setting on, for a pharmacist working alone; the check
 * then records that the same person assembled and checked.
 */
export const LONE_WORKING_SETTING = {
  key: "lone_working_allowed",
  value: "no",
  type: "text",
  category: "Clinical",
  description:
    "yes: the person who assembled a dispensing may also do its accuracy check, when working alone (the check records it); no: another member of staff must check",
} as const;

export const YES_OR_NO_MESSAGE = "Value must be yes or no";

/** A switch, so a typo can never leave it in between: the message for anything but yes or no, else null. */
export const loneWorkingValueError = (value: string) => (/^(yes|no)$/.test(value.trim()) ? null : YES_OR_NO_MESSAGE);

/** On only when it says yes; anything else keeps two people. */
export const loneWorkingAllowed = (value: string | undefined) => value?.trim().toLowerCase() === "yes";
