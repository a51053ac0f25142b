import { format, isValid, parseISO } from "date-fns";

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** docs/spec.md §9: 'dd MMM yyyy', e.g. 04 Mar 2025. */
export function formatShortDate(value: string | null | undefined, fallback = "Invalid date"): string {
  const date = toDate(value);
  return date ? format(date, "dd MMM yyyy") : fallback;
}

/** docs/spec.md §2 footer: a long date-and-time, e.g. 4 March 2025 at 10:11, or 'Invalid date'. */
export function formatLongDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, "d MMMM yyyy 'at' HH:mm") : "Invalid date";
}

/** A short date and time for lists, e.g. 04 Mar 2025, 10:11. */
export function formatDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, "dd MMM yyyy, HH:mm") : "Invalid date";
}

/** docs/spec.md §2: the detail screen shows height in metres; it is stored in centimetres. */
export function formatHeightMetres(cm: number): string {
  return cm > 0 ? `${(cm / 100).toFixed(2)} m` : "Not recorded";
}

/** How long a consultation has waited (or waited until its decision): minutes, hours, then days. */
export function formatWaiting(minutes: number): string {
  if (minutes < 60) return `${Math.max(0, minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((p) => p && p.trim()).join(" ");
}
