import { expect, it } from "vitest";
import {
  DECIDE_IN_CONSULTATION_MESSAGE,
  manualStatusRefusal,
  REVIEW_STATUS_ID,
  REVIEW_STATUSES,
  reviewStatusFromId,
} from "./review-status";

it("reads every stored id back as its status, and anything else as pending", () => {
  for (const status of REVIEW_STATUSES) expect(reviewStatusFromId(REVIEW_STATUS_ID[status])).toBe(status);
  expect(reviewStatusFromId(null)).toBe("pending");
  expect(reviewStatusFromId(7)).toBe("pending");
});

it("leaves Approved and Rejected to the prescriber's decision, but keeps Pending and the current status (decision 077)", () => {
  expect(manualStatusRefusal("pending", "approved")).toBe(DECIDE_IN_CONSULTATION_MESSAGE);
  expect(manualStatusRefusal("approved", "rejected")).toBe(DECIDE_IN_CONSULTATION_MESSAGE);
  expect(manualStatusRefusal("approved", "approved")).toBeNull();
  expect(manualStatusRefusal("rejected", "pending")).toBeNull();
  expect(manualStatusRefusal("pending", "pending")).toBeNull();
});
