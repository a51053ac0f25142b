import { describe, expect, it } from "vitest";
import { absenceLimitReached, absentMsToday, overAbsenceLimit } from "./rp-absence";

const at = (iso: string) => new Date(iso);
const MIN = 60_000;

describe("the responsible pharmacist's absences of the day (decision 116)", () => {
  it("adds the day's absences, the open one up to now, and leaves other days out", () => {
    const now = at("2026-06-10T14:00:00Z");
    const spans = [
      // 23:30 UTC on the 9th is 00:30 on the 10th in British Summer Time: today.
      { startedAt: at("2026-06-09T23:30:00Z"), endedAt: at("2026-06-09T23:45:00Z") },
      // The day before, UK time.
      { startedAt: at("2026-06-09T12:00:00Z"), endedAt: at("2026-06-09T13:00:00Z") },
      { startedAt: at("2026-06-10T09:00:00Z"), endedAt: at("2026-06-10T09:30:00Z") },
      { startedAt: at("2026-06-10T13:30:00Z"), endedAt: null },
    ];
    expect(absentMsToday(spans, now)).toBe((15 + 30 + 30) * MIN);
  });

  it("refuses a new absence at 2 hours, and calls an open one over the limit only past them", () => {
    const now = at("2026-11-25T12:00:00Z");
    const twoHours = [{ startedAt: at("2026-11-25T10:00:00Z"), endedAt: null }];
    expect(absenceLimitReached(twoHours, now)).toBe(true);
    expect(overAbsenceLimit(twoHours, now)).toBe(false);
    expect(overAbsenceLimit(twoHours, at("2026-11-25T12:01:00Z"))).toBe(true);
    expect(absenceLimitReached([{ startedAt: at("2026-11-25T10:01:00Z"), endedAt: null }], now)).toBe(false);
  });
});
