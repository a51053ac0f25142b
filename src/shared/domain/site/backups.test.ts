import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backupDue, backupFileName, backupsToKeep, backupTimeOf, ukMinute } from "./backups";
import { DAY_MS } from "../dates";

describe("the daily backup (decision 092)", () => {
  it("reads the time of day on UK time, summer and winter", () => {
    expect(ukMinute(new Date("2026-07-01T01:30:00Z"))).toBe("2026-07-01 02:30");
    expect(ukMinute(new Date("2026-12-01T01:30:00Z"))).toBe("2026-12-01 01:30");
  });

  it("is due once the backup time has passed and the newest backup is older than it", () => {
    const at = (iso: string) => new Date(iso);
    // Winter: UK time is UTC.
    expect(backupDue({ now: at("2026-12-01T01:59:00Z"), time: "02:00", lastBackupAt: null })).toBe(false);
    expect(backupDue({ now: at("2026-12-01T02:00:00Z"), time: "02:00", lastBackupAt: null })).toBe(true);
    expect(
      backupDue({ now: at("2026-12-01T09:00:00Z"), time: "02:00", lastBackupAt: at("2026-11-30T02:00:00Z") }),
    ).toBe(true);
    expect(
      backupDue({ now: at("2026-12-01T09:00:00Z"), time: "02:00", lastBackupAt: at("2026-12-01T02:01:00Z") }),
    ).toBe(false);
    // A backup taken by hand before the time does not stand in for the day's.
    expect(
      backupDue({ now: at("2026-12-01T02:15:00Z"), time: "02:00", lastBackupAt: at("2026-12-01T01:00:00Z") }),
    ).toBe(true);
    // Summer: 02:00 in London is 01:00 UTC.
    expect(backupDue({ now: at("2026-07-01T01:05:00Z"), time: "02:00", lastBackupAt: null })).toBe(true);
  });
});

describe("backup files", () => {
  it("are named by their time, and only such names are read as backups", () => {
    const at = new Date("2026-11-26T02:00:07.123Z");
    expect(backupFileName(at)).toBe("pharmacy-2026-11-26T02-00-07Z.backup");
    expect(backupTimeOf(backupFileName(at))?.toISOString()).toBe("2026-11-26T02:00:07.000Z");
    for (const other of ["notes.txt", "pharmacy-2026-11-26.backup", "pharmacy-2026-13-45T99-00-00Z.backup"])
      expect(backupTimeOf(other)).toBeNull();
  });
});

describe("the retention rule", () => {
  const daily = (days: number, from = new Date("2026-11-26T02:00:00Z")) =>
    Array.from({ length: days }, (_, i) => backupFileName(new Date(from.getTime() - i * DAY_MS)));

  it("keeps the newest of each of the last 14 days and of each of the last 12 months", () => {
    const names = daily(500);
    const kept = backupsToKeep(names, { daily: 14, monthly: 12 });
    const keptDays = [...kept].map((n) => backupTimeOf(n)!.toISOString().slice(0, 10)).sort();
    // 14 days (13 Nov to 26 Nov) plus the last day of each of the 11 months before November.
    expect(kept.size).toBe(14 + 11);
    expect(keptDays).toContain("2026-11-13");
    expect(keptDays).not.toContain("2026-11-12");
    expect(keptDays).toContain("2026-10-31");
    expect(keptDays).toContain("2025-12-31");
    expect(keptDays).not.toContain("2025-11-30");
  });

  it("keeps the newest of a day with several backups, and never touches other files", () => {
    const names = ["pharmacy-2026-11-26T02-00-00Z.backup", "pharmacy-2026-11-26T10-30-00Z.backup", "README.txt"];
    expect(backupsToKeep(names, { daily: 14, monthly: 12 })).toEqual(new Set(["pharmacy-2026-11-26T10-30-00Z.backup"]));
  });

  it("always keeps the newest, keeps at most daily + monthly, and keeps only names it was given", () => {
    const name = fc
      .date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true })
      .map(backupFileName);
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 15 }),
        (names, d, m) => {
          const kept = backupsToKeep(names, { daily: d, monthly: m });
          expect(kept.size).toBeLessThanOrEqual(d + m);
          for (const k of kept) expect(names).toContain(k);
          if (names.length > 0) expect(kept).toContain([...names].sort().at(-1));
        },
      ),
    );
  });
});
