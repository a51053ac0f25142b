import { type CSSProperties, useEffect } from "react";
import * as sonner from "sonner";
import { TOAST_DURATION_MS } from "@/shared/domain/constants";

/*
 * The toast library and the app's toaster on screen, fetched together on the first interaction
 * or the first toast (components/ui/toaster.tsx), never for the first view.
 */

/** The notifications live region must be in the page a moment before its first toast, or it may not be announced. */
const LIVE_REGION_SETTLE_MS = 100;

/**
 * WCAG 1.4.3: the library's light rich colours put text at 3.1:1 to 4.4:1 on the toast
 * backgrounds; these darker shades of the same hues reach at least 4.5:1.
 */
const READABLE_RICH_COLOURS = {
  "--success-text": "hsl(140, 100%, 24%)",
  "--info-text": "hsl(210, 92%, 40%)",
  "--warning-text": "hsl(31, 92%, 32%)",
  "--error-text": "hsl(360, 100%, 40%)",
} as CSSProperties;

/**
 * The toaster, on screen from the library's arrival; it tells `onMounted` (lib/notify.ts, which
 * imports this module) when toasts can be shown, and when they no longer can. Read from the
 * fetched module by components/ui/toaster.tsx.
 */
export function MountedToaster({ onMounted }: { onMounted: (toast: typeof sonner.toast | undefined) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onMounted(sonner.toast), LIVE_REGION_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      onMounted(undefined);
    };
  }, [onMounted]);
  // On a phone a toast at the top would cover the navigation bar (its menu button) for five
  // seconds: there it shows at the bottom of the screen.
  const onPhone = window.matchMedia("(max-width: 767px)").matches;
  // docs/spec.md §4/§9: one toast at a time, closing after 5000 ms.
  return (
    <sonner.Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      position={onPhone ? "bottom-center" : "top-right"}
      style={READABLE_RICH_COLOURS}
    />
  );
}
