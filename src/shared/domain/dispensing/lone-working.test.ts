import { describe, expect, it } from "vitest";
import { loneWorkingAllowed, loneWorkingValueError } from "./lone-working";

describe("the lone-working setting", () => {
  it("is on only for yes", () => {
    expect(loneWorkingAllowed("yes")).toBe(true);
    expect(loneWorkingAllowed(" Yes ")).toBe(true);
    for (const value of ["no", "", "true", "1", undefined]) expect(loneWorkingAllowed(value)).toBe(false);
  });

  it("takes only yes or no", () => {
    expect(loneWorkingValueError("yes")).toBeNull();
    expect(loneWorkingValueError(" no ")).toBeNull();
    expect(loneWorkingValueError("maybe")).toBe("Value must be yes or no");
  });
});
