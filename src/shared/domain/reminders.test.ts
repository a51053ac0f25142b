import { describe, expect, it } from "vitest";
import { daysBefore, daysSince, dueReminderDay } from "./reminders";

describe("reminder schedule", () => {
  const start = new Date("2026-03-01T10:00:00Z");
  it("counts whole days only", () => {
    expect(daysSince(start, new Date("2026-03-04T09:59:59Z"))).toBe(2);
    expect(daysSince(start, new Date("2026-03-04T10:00:00Z"))).toBe(3);
  });
  it("is due on the latest schedule day reached, and not before the first", () => {
    expect(dueReminderDay(2, [3, 6])).toBeNull();
    expect(dueReminderDay(3, [3, 6])).toBe(3);
    expect(dueReminderDay(5, [3, 6])).toBe(3);
    expect(dueReminderDay(40, [3, 6])).toBe(6);
  });
  it("goes back whole days", () => {
    expect(daysBefore(start, 3).toISOString()).toBe("2026-02-26T10:00:00.000Z");
  });
});
