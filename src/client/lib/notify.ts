import type { toast as sonnerToast } from "sonner";

type Sonner = typeof import("@/client/components/ui/mounted-toaster");
type Toast = typeof sonnerToast;
type Show = (toast: Toast) => void;

/*
 * The toast library is not part of the first page load (bundle budget): it is fetched on the
 * visitor's first interaction or first toast, whichever comes first. Toasts asked for before
 * the Toaster is on screen wait here and are shown in order once it is.
 */
let loading: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
let mountedToast: Toast | undefined;
const waiting: Show[] = [];
const listeners = new Set<() => void>();

/** Fetches the toast library once; a failed fetch (e.g. offline) is tried again on the next call. */
export function loadToaster(): Promise<Sonner> {
  loading ??= import("@/client/components/ui/mounted-toaster").then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** For useSyncExternalStore: the loaded library, or undefined until it is. */
export const toasterModule = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => loaded,
};

/** Called by the mounted Toaster: shows the waiting toasts in the order they were asked for. */
export function toasterMounted(toast: Toast | undefined) {
  mountedToast = toast;
  if (toast) for (const show of waiting.splice(0)) show(toast);
}

function show(fn: Show) {
  if (mountedToast) {
    fn(mountedToast);
    return;
  }
  waiting.push(fn);
  loadToaster().catch(() => undefined);
}

/** Toasts with a title and a description (docs/spec.md §8). Errors are shown as destructive. */
export const notify = {
  success: (title: string, description?: string) => show((toast) => toast.success(title, { description })),
  error: (title: string, description?: string) => show((toast) => toast.error(title, { description })),
  info: (title: string, description?: string) => show((toast) => toast(title, { description })),
};
