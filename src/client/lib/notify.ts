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

type Kind = "success" | "error" | "info";
interface Shown {
  kind: Kind;
  title: string;
  description?: string;
  at: number;
}

/** The toasts of the last moments, for a page load that follows them (carryToasts). */
const recent: Shown[] = [];
const CARRIED_KEY = "pharmacy.toasts";
/** How long before leaving a page a toast counts as the outcome of what made it leave. */
const CARRY_WITHIN_MS = 3000;

function toast(kind: Kind, title: string, description?: string) {
  recent.push({ kind, title, description, at: Date.now() });
  if (recent.length > 5) recent.shift();
  show((t) => (kind === "info" ? t(title, { description }) : t[kind](title, { description })));
}

/** Toasts with a title and a description (docs/spec.md §8). Errors are shown as destructive. */
export const notify = {
  success: (title: string, description?: string) => toast("success", title, description),
  error: (title: string, description?: string) => toast("error", title, description),
  info: (title: string, description?: string) => toast("info", title, description),
};

/**
 * Before a page load that an action causes (a public page's island going on to the app,
 * decision 107): its toasts ("Welcome back!", "Signed out") are kept in this tab for the next
 * page to show.
 */
export function carryToasts(): void {
  const now = Date.now();
  const carried = recent.filter((t) => now - t.at <= CARRY_WITHIN_MS);
  if (carried.length === 0) return;
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(carried));
  } catch {
    // Storage may be off: the next page simply shows no toast.
  }
}

/** Shows the toasts the previous page carried over (carryToasts), once. */
export function showCarriedToasts(): void {
  let carried: Shown[] = [];
  try {
    carried = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? "[]") as Shown[];
    sessionStorage.removeItem(CARRIED_KEY);
  } catch {
    return;
  }
  for (const t of carried) notify[t.kind]?.(t.title, t.description);
}
