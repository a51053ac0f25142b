import { describe, expect, it } from "vitest";
import { answersInformationRequest, emailForNewPharmacyMessage, reviewDueAfterAnswer } from "./messaging";

describe("answersInformationRequest", () => {
  it("is true only while the latest pharmacy message's consultation waits for information", () => {
    expect(answersInformationRequest({ consultationStatus: "info_requested" })).toBe(true);
    for (const status of ["awaiting_review", "approved", "rejected", "withdrawn"] as const) {
      expect(answersInformationRequest({ consultationStatus: status }), status).toBe(false);
    }
    expect(answersInformationRequest({ consultationStatus: null }), "a message without a consultation").toBe(false);
    expect(answersInformationRequest(null), "no message from the pharmacy").toBe(false);
  });
});

describe("reviewDueAfterAnswer", () => {
  it("is 24 hours after the answer", () => {
    expect(reviewDueAfterAnswer(new Date("2026-11-27T10:00:00Z")).toISOString()).toBe("2026-11-28T10:00:00.000Z");
  });
});

describe("emailForNewPharmacyMessage", () => {
  it("e-mails the first unread message only", () => {
    expect(emailForNewPharmacyMessage(0)).toBe(true);
    expect(emailForNewPharmacyMessage(1)).toBe(false);
    expect(emailForNewPharmacyMessage(5)).toBe(false);
  });
});
