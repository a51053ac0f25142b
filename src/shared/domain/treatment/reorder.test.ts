import { describe, expect, it } from "vitest";
import {
  nextPenFromAccount,
  checkinDateProblems,
  REORDER_MESSAGES,
  reorderEligibility,
  type ReorderFacts,
} from "./reorder";

const policy = { reorderWindowDays: 21 };
const supplied: ReorderFacts = { lastSuppliedOn: "2026-11-01", hasOpenOrder: false, latestDecisionRejected: false };

describe("reorderEligibility", () => {
  it("opens 21 days after the last supply, and tells the date before then", () => {
    expect(reorderEligibility(supplied, "2026-11-21", policy)).toEqual({
      canReorder: false,
      reason: "too_early",
      message: "You can request your next pen from 22 November 2026.",
      availableFrom: "2026-11-22",
    });
    expect(reorderEligibility(supplied, "2026-11-22", policy)).toEqual({
      canReorder: true,
      availableFrom: "2026-11-22",
    });
    expect(reorderEligibility(supplied, "2027-02-01", policy).canReorder).toBe(true);
  });

  it("follows the Clinical setting for the window", () => {
    expect(reorderEligibility(supplied, "2026-11-15", { reorderWindowDays: 14 }).canReorder).toBe(true);
  });

  it("needs a supply, no open order and no rejection", () => {
    expect(reorderEligibility({ ...supplied, lastSuppliedOn: null }, "2026-12-01", policy)).toMatchObject({
      canReorder: false,
      reason: "no_supply",
    });
    expect(reorderEligibility({ ...supplied, hasOpenOrder: true }, "2026-12-01", policy)).toMatchObject({
      canReorder: false,
      reason: "open_order",
      message: REORDER_MESSAGES.openOrder,
    });
    expect(reorderEligibility({ ...supplied, latestDecisionRejected: true }, "2026-12-01", policy)).toMatchObject({
      canReorder: false,
      reason: "rejected",
    });
    expect(reorderEligibility({ ...supplied, unhandledRedFlag: true }, "2026-12-01", policy)).toEqual({
      canReorder: false,
      reason: "review_first",
      message: "The pharmacist needs to review your recent report first.",
      availableFrom: null,
    });
  });
});

describe("check-in dates", () => {
  const today = "2026-11-24";
  it("takes a weight from the last 7 days, not the future", () => {
    expect(
      checkinDateProblems({ weighedOn: "2026-11-17", lastInjectionOn: "2026-11-20" }, today, "2026-11-01"),
    ).toEqual({});
    expect(
      checkinDateProblems({ weighedOn: "2026-11-16", lastInjectionOn: "2026-11-20" }, today, "2026-11-01"),
    ).toEqual({ weighedOn: REORDER_MESSAGES.weighedTooLongAgo });
    expect(
      checkinDateProblems({ weighedOn: "2026-11-25", lastInjectionOn: "2026-11-20" }, today, "2026-11-01"),
    ).toEqual({ weighedOn: REORDER_MESSAGES.weighedInFuture });
  });

  it("takes a last injection between the supply and today", () => {
    expect(checkinDateProblems({ weighedOn: today, lastInjectionOn: today }, today, "2026-11-01")).toEqual({});
    expect(checkinDateProblems({ weighedOn: today, lastInjectionOn: "2026-11-01" }, today, "2026-11-01")).toEqual({});
    expect(checkinDateProblems({ weighedOn: today, lastInjectionOn: "2026-11-25" }, today, "2026-11-01")).toEqual({
      lastInjectionOn: REORDER_MESSAGES.injectionInFuture,
    });
    expect(checkinDateProblems({ weighedOn: today, lastInjectionOn: "2026-10-31" }, today, "2026-11-01")).toEqual({
      lastInjectionOn: "The date of your last injection can't be before your last pen was supplied (1 November 2026)",
    });
  });
});

describe("nextPenFromAccount (decision 083)", () => {
  it("sends a supplied patient to the re-order check-in, whatever is open", () => {
    expect(nextPenFromAccount({ supplied: true, openOrderState: null })).toBe(true);
    expect(nextPenFromAccount({ supplied: true, openOrderState: "draft" })).toBe(true);
  });
  it("does so while an approved order is on its way", () => {
    for (const state of ["awaiting_payment", "prescribed", "dispensed", "ready_to_collect"] as const)
      expect(nextPenFromAccount({ supplied: false, openOrderState: state }), state).toBe(true);
  });
  it("leaves the first-order form to a patient never supplied whose order is not yet approved", () => {
    for (const state of [null, "draft", "awaiting_review", "info_requested"] as const)
      expect(nextPenFromAccount({ supplied: false, openOrderState: state }), String(state)).toBe(false);
  });
});
