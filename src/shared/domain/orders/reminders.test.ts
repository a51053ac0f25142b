import { describe, expect, it } from "vitest";
import { dueReminderDay } from "./reminders";

describe("reminder schedule", () => {
  it("is due on the latest schedule day reached, and not before the first", () => {
    expect(dueReminderDay(2, [3, 6])).toBeNull();
    expect(dueReminderDay(3, [3, 6])).toBe(3);
    expect(dueReminderDay(5, [3, 6])).toBe(3);
    expect(dueReminderDay(40, [3, 6])).toBe(6);
  });
});
