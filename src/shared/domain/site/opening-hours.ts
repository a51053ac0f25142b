/**
 * The pharmacy's opening hours setting ("Monday-Friday 9:00 AM-6:00 PM, Saturday 9:00 AM-1:00 PM",
 * one entry per comma, docs/spec.md §2) in schema.org's `openingHours` form ("Mo-Fr 09:00-18:00"),
 * for the structured data search engines read. An entry in any other form ("Sunday closed",
 * "by appointment") is left out rather than guessed.
 */
import { splitOpeningHours } from "./settings";

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const DAY_CODES = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/** A day by its name or an abbreviation of at least three letters ("Mon", "Thurs"). */
function dayCode(word: string): string | undefined {
  const w = word.toLowerCase().replace(/\.$/, "");
  if (w.length < 3) return undefined;
  const index = DAYS.findIndex((day) => day.startsWith(w));
  return index >= 0 ? DAY_CODES[index] : undefined;
}

/** "9:00 AM", "9am", "17:30", "12 noon" → "09:00", or undefined. */
function time24(text: string): string | undefined {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text.trim());
  if (!m) return undefined;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? "0");
  const half = m[3]?.toLowerCase().replace(/\./g, "");
  if (minutes > 59 || hours > 24 || (half && (hours < 1 || hours > 12))) return undefined;
  if (!half && m[2] === undefined) return undefined;
  if (half === "pm" && hours !== 12) hours += 12;
  if (half === "am" && hours === 12) hours = 0;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

const ENTRY = /^([A-Za-z.]+)(?:\s*(?:-|–|to)\s*([A-Za-z.]+))?:?\s+(.+?)\s*(?:-|–|to)\s*(.+)$/;

/** One entry in schema.org form, or undefined when it is not days followed by a time range. */
export function schemaOpeningHoursEntry(entry: string): string | undefined {
  const m = ENTRY.exec(entry.trim());
  if (!m) return undefined;
  const first = dayCode(m[1]!);
  const last = m[2] ? dayCode(m[2]) : undefined;
  const opens = time24(m[3]!);
  const closes = time24(m[4]!);
  if (!first || (m[2] && !last) || !opens || !closes) return undefined;
  return `${last ? `${first}-${last}` : first} ${opens}-${closes}`;
}

export function schemaOpeningHours(hours: string): string[] {
  return splitOpeningHours(hours).flatMap((entry) => schemaOpeningHoursEntry(entry) ?? []);
}
