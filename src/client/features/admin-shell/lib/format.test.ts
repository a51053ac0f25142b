import { describe, expect, it } from "vitest";
import { formatWaiting } from "./format";

describe("the queue's figures", () => {
  it("says how long a consultation has waited", () => {
    expect(formatWaiting(0)).toBe("0 min");
    expect(formatWaiting(59)).toBe("59 min");
    expect(formatWaiting(125)).toBe("2 h 5 min");
    expect(formatWaiting(26 * 60 + 30)).toBe("1 d 2 h");
  });
});
