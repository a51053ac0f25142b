import { isUsableSeparator, restoreSeparator } from "@/shared/domain/dispensing/scanner-separator";

/**
 * What this computer's scanner sends in place of the group separator (decision 123), learnt on
 * /admin/pack-barcodes and read by the assembly's "Scan pack". It belongs to the device, not to
 * the member of staff, so it is kept in this browser's storage. In the shell because both the
 * dispensary's set-up and the orders' assembly read it.
 */
const KEY = "pharmacy.scanner.separator";

/** The learnt character, or null: none learnt, storage off, or a stored value that is not usable. */
export function storedSeparator(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    return value !== null && isUsableSeparator(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the learnt character; false when this browser keeps nothing (storage off). */
export function storeSeparator(separator: string): boolean {
  try {
    localStorage.setItem(KEY, separator);
    return true;
  } catch {
    return false;
  }
}

export function forgetSeparator(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}

/** A scan as this computer's scanner meant it: its substitute for the group separator put back to GS. */
export const scanAsMeant = (scan: string) => restoreSeparator(scan, storedSeparator());
