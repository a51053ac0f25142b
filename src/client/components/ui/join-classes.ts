import { clsx } from "clsx";

/**
 * A component's own classes joined with the caller's, without tailwind-merge (which would be in
 * every visitor's first download): an own class given as `[class, pattern]` is left out when a
 * caller's class matches the pattern, so the caller's wins (as the Page's width and padding do).
 * Any other pair that would fight is a caller's mistake, and own-classes.test.tsx finds it.
 */
export function joinClasses(own: Array<string | [string, RegExp]>, className: string | undefined): string {
  const given = className?.split(/\s+/).filter(Boolean) ?? [];
  const kept = own.map((entry) =>
    typeof entry === "string" ? entry : given.some((c) => entry[1].test(c)) ? false : entry[0],
  );
  return clsx(kept, className);
}

/** A colour of the border, not its width or style: `border-amber-300`, `border-white`. */
export const BORDER_COLOUR = /^border-(?:[a-z]+-\d{2,3}(?:\/\d+)?|white|black|transparent|current)$/;

/** A colour of the text, not its size: `text-amber-900`, `text-white`. */
export const TEXT_COLOUR = /^text-(?:[a-z]+-\d{2,3}(?:\/\d+)?|white|black|current)$/;
