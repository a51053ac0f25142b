import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBefore,
  daysBetween,
  daysSince,
  dayNumber,
  isoOfDay,
  isoToday,
  longDate,
  parseIsoDate,
} from "./dates";

describe("dates", () => {
  it("counts whole days across months and writes dates as the patient reads them", () => {
    expect(daysBetween("2026-10-30", "2026-11-02")).toBe(3);
    expect(addDays("2026-12-20", 21)).toBe("2027-01-10");
    expect(longDate("2027-01-10")).toBe("10 January 2027");
  });

  it("reads only real dates", () => {
    expect(parseIsoDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate("2026-02-31")).toBeNull();
    expect(dayNumber("2026-02-31")).toBeNaN();
    expect(isoOfDay(dayNumber("2026-11-22"))).toBe("2026-11-22");
  });

  it("writes the day of the moment it is given, in local time", () => {
    expect(isoToday(new Date(2026, 10, 22, 23, 59))).toBe("2026-11-22");
  });
});

describe("moments", () => {
  const start = new Date("2026-03-01T10:00:00Z");
  it("counts whole days only", () => {
    expect(daysSince(start, new Date("2026-03-04T09:59:59Z"))).toBe(2);
    expect(daysSince(start, new Date("2026-03-04T10:00:00Z"))).toBe(3);
  });
  it("goes back whole days", () => {
    expect(daysBefore(start, 3).toISOString()).toBe("2026-02-26T10:00:00.000Z");
  });
});
