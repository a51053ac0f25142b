import { type CSSProperties, useEffect, useSyncExternalStore } from "react";
import { loadToaster, toasterMounted, toasterModule } from "@/client/lib/notify";
import { TOAST_DURATION_MS } from "@/shared/domain/constants";

/** The notifications live region must be in the page a moment before its first toast, or it may not be announced. */
const LIVE_REGION_SETTLE_MS = 100;
const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart"] as const;

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

type Sonner = NonNullable<ReturnType<typeof toasterModule.get>>;

function MountedToaster({ sonner }: { sonner: Sonner }) {
  useEffect(() => {
    const timer = setTimeout(() => toasterMounted(sonner.toast), LIVE_REGION_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      toasterMounted(undefined);
    };
  }, [sonner]);
  // docs/spec.md §4/§9: one toast at a time, closing after 5000 ms.
  return (
    <sonner.Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      position="top-right"
      style={READABLE_RICH_COLOURS}
    />
  );
}

/**
 * The app's toasts. The library is fetched on the first interaction (so it is ready before
 * any toast a click or key press causes) or on the first toast, never for the first view.
 */
export function Toaster() {
  const sonner = useSyncExternalStore(toasterModule.subscribe, toasterModule.get, () => undefined);
  useEffect(() => {
    if (sonner) return;
    const preload = () => {
      loadToaster().catch(() => undefined);
    };
    for (const type of FIRST_INTERACTION) window.addEventListener(type, preload, { once: true, passive: true, capture: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, preload, { capture: true });
    };
  }, [sonner]);
  return sonner ? <MountedToaster sonner={sonner} /> : null;
}
