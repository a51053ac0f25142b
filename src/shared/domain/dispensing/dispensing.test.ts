import { describe, expect, it } from "vitest";
import {
  EXPIRY_TOO_SOON,
  expiryError,
  needsColdChainConfirmation,
  trackingNumberError,
  trackingUrl,
} from "./dispensing";

const day = (iso: string) => new Date(`${iso}T10:00:00`);

describe("expiryError", () => {
  it("accepts an expiry 28 days away and refuses one 27 days away", () => {
    expect(expiryError("2026-12-21", day("2026-11-23"))).toBeNull();
    expect(expiryError("2026-12-20", day("2026-11-23"))).toBe(EXPIRY_TOO_SOON);
    expect(expiryError("2026-11-01", day("2026-11-23"))).toBe(EXPIRY_TOO_SOON);
  });

  it("asks for a date when the value is not one", () => {
    expect(expiryError("2026-02-30", day("2026-11-23"))).toBe("Enter the expiry date");
  });
});

describe("trackingNumberError", () => {
  it("takes a Royal Mail number only in its AA123456789GB form, spaces and case forgiven", () => {
    expect(trackingNumberError("Royal Mail", "AA123456789GB")).toBeNull();
    expect(trackingNumberError("Royal Mail", "aa 1234 5678 9gb")).toBeNull();
    expect(trackingNumberError("Royal Mail", "AA12345678GB")).not.toBeNull();
    expect(trackingNumberError("Royal Mail", "AA123456789US")).not.toBeNull();
  });

  it("takes 6 to 40 letters and digits from other couriers", () => {
    expect(trackingNumberError("DPD", "15501234567890")).toBeNull();
    expect(trackingNumberError("DPD", "12345")).not.toBeNull();
    expect(trackingNumberError("DHL", "A".repeat(40))).toBeNull();
    expect(trackingNumberError("DHL", "A".repeat(41))).not.toBeNull();
    expect(trackingNumberError("Other", "ABC-123456")).not.toBeNull();
  });

  it("links to the courier's tracking page with the number encoded", () => {
    expect(trackingUrl("Royal Mail", "aa123456789gb")).toBe(
      "https://www.royalmail.com/track-your-item#/tracking-results/AA123456789GB",
    );
    expect(trackingUrl("Other", "ABC123")).toBeNull();
  });
});

describe("needsColdChainConfirmation", () => {
  it("asks on Fridays and Saturdays only", () => {
    // 2026-11-20 is a Friday.
    expect(needsColdChainConfirmation(day("2026-11-19"))).toBe(false);
    expect(needsColdChainConfirmation(day("2026-11-20"))).toBe(true);
    expect(needsColdChainConfirmation(day("2026-11-21"))).toBe(true);
    expect(needsColdChainConfirmation(day("2026-11-22"))).toBe(false);
  });
});
