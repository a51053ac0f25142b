import { describe, expect, it } from "vitest";
import { schemaOpeningHours, schemaOpeningHoursEntry } from "./opening-hours";
import { SETTING_DEFAULTS } from "./settings";

describe("opening hours in schema.org form", () => {
  it("reads the default setting", () => {
    expect(schemaOpeningHours(SETTING_DEFAULTS.pharmacy_opening_hours)).toEqual([
      "Mo-Fr 09:00-18:00",
      "Sa 09:00-13:00",
    ]);
  });

  it("reads day ranges and single days, 12- and 24-hour times, and abbreviated days", () => {
    expect(schemaOpeningHoursEntry("Monday-Saturday 8:30 AM-7:00 PM")).toBe("Mo-Sa 08:30-19:00");
    expect(schemaOpeningHoursEntry("Sunday 10:00 AM - 4:00 PM")).toBe("Su 10:00-16:00");
    expect(schemaOpeningHoursEntry("Mon to Fri 09:00-17:30")).toBe("Mo-Fr 09:00-17:30");
    expect(schemaOpeningHoursEntry("Thurs: 9am-12pm")).toBe("Th 09:00-12:00");
    expect(schemaOpeningHoursEntry("Saturday 12:00 AM-11:59 PM")).toBe("Sa 00:00-23:59");
  });

  it("leaves out an entry it cannot read rather than guess", () => {
    expect(schemaOpeningHours("Monday-Friday 9:00 AM-6:00 PM, Sunday closed, Bank holidays by appointment")).toEqual([
      "Mo-Fr 09:00-18:00",
    ]);
    expect(schemaOpeningHoursEntry("Mo 9-5")).toBeUndefined();
    expect(schemaOpeningHoursEntry("Someday 9:00 AM-5:00 PM")).toBeUndefined();
    expect(schemaOpeningHoursEntry("Monday 13:00 PM-5:00 PM")).toBeUndefined();
    expect(schemaOpeningHoursEntry("Monday 9:75 AM-5:00 PM")).toBeUndefined();
  });
});
