import { describe, expect, it } from "vitest";
import {
  accountUnused,
  contactMessageExpired,
  financialYearEnd,
  retentionEnds,
  retentionHasEnded,
  ukDay,
  yearsAfter,
} from "./retention";

const dates = (over: Partial<Parameters<typeof retentionEnds>[0]> = {}) => ({
  lastEntry: null,
  lastSupply: null,
  lastOrderRecord: null,
  restrictedOn: "2026-11-25",
  ...over,
});

describe("the pharmacy's calendar day", () => {
  it("is the day in London: British Summer Time moves a late evening to the next day, winter time does not", () => {
    expect(ukDay(new Date("2026-03-31T22:59:59Z"))).toBe("2026-03-31");
    expect(ukDay(new Date("2026-03-31T23:00:00Z"))).toBe("2026-04-01");
    expect(ukDay(new Date("2026-12-31T23:59:59Z"))).toBe("2026-12-31");
    expect(ukDay(new Date("2027-01-01T00:00:00Z"))).toBe("2027-01-01");
  });
});

describe("whole years after a day", () => {
  it("is the same day, and 1 March for a 29 February that the later year lacks", () => {
    expect(yearsAfter("2018-06-15", 8)).toBe("2026-06-15");
    expect(yearsAfter("2024-02-29", 8)).toBe("2032-02-29");
    expect(yearsAfter("2024-02-29", 2)).toBe("2026-03-01");
    expect(yearsAfter("2026-06-15", -8)).toBe("2018-06-15");
  });
});

describe("the financial year", () => {
  it("ends on 5 April: the 5th is still in the year ending that day, the 6th in the next", () => {
    expect(financialYearEnd("2026-01-10")).toBe("2026-04-05");
    expect(financialYearEnd("2026-04-05")).toBe("2026-04-05");
    expect(financialYearEnd("2026-04-06")).toBe("2027-04-05");
    expect(financialYearEnd("2026-12-31")).toBe("2027-04-05");
  });
});

describe("the retention periods of a restricted record", () => {
  it("keeps the clinical record 8 years after the last treatment, the latest entry of any kind", () => {
    const ends = retentionEnds(
      dates({ lastEntry: "2018-06-15", lastSupply: "2018-05-01", lastOrderRecord: "2018-05-02" }),
    );
    expect(ends).toEqual({
      lastTreatment: "2018-06-15",
      clinical: "2026-06-15",
      register: "2020-05-01",
      financial: "2025-04-05",
      keptUntil: "2026-06-15",
    });
  });

  it("counts a supply or an order event later than every clinical entry as the last treatment", () => {
    expect(retentionEnds(dates({ lastEntry: "2018-01-01", lastSupply: "2018-03-01" })).lastTreatment).toBe(
      "2018-03-01",
    );
    expect(retentionEnds(dates({ lastEntry: "2018-01-01", lastOrderRecord: "2018-04-10" })).clinical).toBe(
      "2026-04-10",
    );
  });

  it("counts the order records' six years from the end of the financial year", () => {
    expect(retentionEnds(dates({ lastOrderRecord: "2018-04-05" })).financial).toBe("2024-04-05");
    expect(retentionEnds(dates({ lastOrderRecord: "2018-04-06" })).financial).toBe("2025-04-05");
  });

  it("ends last with the clinical period: a supply or an order is part of the treatment, so neither outlasts it", () => {
    // The latest order date 5 April and 6 April, the supply the same day: 8 years from the
    // treatment always reach past 6 years from the end of its financial year and 2 from supply.
    for (const day of ["2018-04-05", "2018-04-06", "2018-03-31", "2020-02-29"]) {
      const ends = retentionEnds(dates({ lastSupply: day, lastOrderRecord: day }));
      expect(ends.keptUntil, day).toBe(ends.clinical);
      expect(ends.financial! < ends.clinical && ends.register! < ends.clinical, day).toBe(true);
    }
  });

  it("counts from the day of the restriction when the record has no dated entry", () => {
    expect(retentionEnds(dates({ restrictedOn: "2019-09-09" }))).toMatchObject({
      lastTreatment: "2019-09-09",
      keptUntil: "2027-09-09",
      register: null,
      financial: null,
    });
  });

  it("ends after the last day kept, on the pharmacy's clock", () => {
    const record = dates({ lastEntry: "2018-06-15", lastSupply: "2018-06-15", lastOrderRecord: "2018-06-15" });
    expect(retentionHasEnded(record, new Date("2026-06-14T12:00:00Z"))).toBe(false);
    expect(retentionHasEnded(record, new Date("2026-06-15T22:59:59Z"))).toBe(false);
    // Midnight in London (British Summer Time): the 16th has begun.
    expect(retentionHasEnded(record, new Date("2026-06-15T23:00:00Z"))).toBe(true);
    expect(retentionHasEnded(record, new Date("2030-01-01T00:00:00Z"))).toBe(true);
  });
});

describe("a contact message's two years (decision 081)", () => {
  it("keeps it through the same UK day two years on and lets it go from the next", () => {
    const at = new Date("2024-06-10T08:00:00Z");
    expect(contactMessageExpired(at, new Date("2026-06-10T22:59:59Z"))).toBe(false);
    // Midnight in London (British Summer Time): the 11th has begun.
    expect(contactMessageExpired(at, new Date("2026-06-10T23:00:00Z"))).toBe(true);
  });

  it("reads the day received in UK time, and 29 February as 1 March", () => {
    // 23:30 on 10 June UTC is already 11 June in London.
    expect(contactMessageExpired(new Date("2024-06-10T23:30:00Z"), new Date("2026-06-11T12:00:00Z"))).toBe(false);
    expect(contactMessageExpired(new Date("2024-02-29T12:00:00Z"), new Date("2026-03-01T12:00:00Z"))).toBe(false);
    expect(contactMessageExpired(new Date("2024-02-29T12:00:00Z"), new Date("2026-03-02T12:00:00Z"))).toBe(true);
  });
});

describe("an account without use (decision 093)", () => {
  it("is unused from the day after the same UK day two years on", () => {
    const used = new Date("2024-03-10T12:00:00Z");
    expect(accountUnused(used, new Date("2026-03-10T23:00:00Z"))).toBe(false);
    expect(accountUnused(used, new Date("2026-03-11T00:30:00Z"))).toBe(true);
    // UK day: 23:30 UTC on 31 May is 1 June in London.
    expect(accountUnused(new Date("2024-05-31T23:30:00Z"), new Date("2026-06-01T12:00:00Z"))).toBe(false);
    expect(accountUnused(new Date("2024-05-31T23:30:00Z"), new Date("2026-06-02T12:00:00Z"))).toBe(true);
  });
});
