/** A GTIN for each seeded product (2 to 7), check digit included: API tests and journeys set them. */
export const GTIN_OF: Record<number, string> = {
  2: "05012345670218",
  3: "05012345670317",
  4: "05012345670416",
  5: "05012345670515",
  6: "05012345670614",
  7: "05012345670713",
};
