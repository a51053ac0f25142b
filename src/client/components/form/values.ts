/** A confirmation box starts unticked, which the shared schema refuses (`z.literal(true)`) until it is ticked. */
export const UNTICKED = false as unknown as true;

/** Nothing typed (or only spaces) is no value: the field is left out, as an optional field of the schema. */
export const blankAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** An optional number field: blank is no value, anything else is read as a number (NaN is refused by the schema). */
export const optionalNumber = (v: unknown) => (blankAsUndefined(v) === undefined ? undefined : Number(v));
