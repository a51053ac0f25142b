import { describe, expect, it } from "vitest";
import { PATIENT_TYPE } from "../constants";
import { STARTER_DOSE_PRODUCT_ID } from "../constants";
import { availableDoses, isDoseAllowed, isStarterDoseOnly } from "./dose-eligibility";

describe("isStarterDoseOnly", () => {
  it("locks a new patient to the starter dose until a prescriber has approved a supply (decision 025)", () => {
    expect(isStarterDoseOnly({ patientTypeId: PATIENT_TYPE.new, hasApprovedSupply: false })).toBe(true);
  });
  it("frees a new patient once a supply is approved, and an existing patient always", () => {
    expect(isStarterDoseOnly({ patientTypeId: PATIENT_TYPE.new, hasApprovedSupply: true })).toBe(false);
    expect(isStarterDoseOnly({ patientTypeId: PATIENT_TYPE.existing, hasApprovedSupply: false })).toBe(false);
  });
});

describe("isDoseAllowed / availableDoses", () => {
  const products = [{ productId: 1 }, { productId: STARTER_DOSE_PRODUCT_ID }, { productId: 3 }];
  it("allows only the starter dose under the restriction", () => {
    expect(isDoseAllowed(STARTER_DOSE_PRODUCT_ID, true)).toBe(true);
    expect(isDoseAllowed(3, true)).toBe(false);
    expect(availableDoses(products, true).map((p) => p.available)).toEqual([false, true, false]);
  });
  it("allows every dose without it", () => {
    expect(isDoseAllowed(3, false)).toBe(true);
    expect(availableDoses(products, false).every((p) => p.available)).toBe(true);
  });
});
