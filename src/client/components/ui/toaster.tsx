import { useEffect, useSyncExternalStore } from "react";
import { loadToaster, toasterModule, toasterMounted } from "@/client/lib/notify";

const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * The app's toasts. The library is fetched on the first interaction (so it is ready before
 * any toast a click or key press causes) or on the first toast, never for the first view.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(toasterModule.subscribe, toasterModule.get, () => undefined);
  useEffect(() => {
    if (loaded) return;
    const preload = () => {
      loadToaster().catch(() => undefined);
    };
    for (const type of FIRST_INTERACTION)
      window.addEventListener(type, preload, { once: true, passive: true, capture: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, preload, { capture: true });
    };
  }, [loaded]);
  return loaded ? <loaded.MountedToaster onMounted={toasterMounted} /> : null;
}
