import { expect, it } from "vitest";
import { REVIEW_STATUS_ID, REVIEW_STATUSES, reviewStatusFromId } from "./review-status";

it("reads every stored id back as its status, and anything else as pending", () => {
  for (const status of REVIEW_STATUSES) expect(reviewStatusFromId(REVIEW_STATUS_ID[status])).toBe(status);
  expect(reviewStatusFromId(null)).toBe("pending");
  expect(reviewStatusFromId(7)).toBe("pending");
});
