/** Look-ups of the documents an approval leaves (decision 028, decision 077): the prescription and the GP letter. */

export const PRESCRIPTION_NOT_FOUND = "Prescription not found";
export const GP_LETTER_NOT_FOUND = "GP letter not found";
