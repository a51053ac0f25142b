import { useSyncExternalStore } from "react";

/*
 * While the browser takes over a page the server rendered (hydration), what is rendered must
 * be what the server rendered. The server knows no session, so who is signed in is asked for
 * only once the whole page is the app's: the page itself (inside a Suspense boundary, which
 * React hydrates after the rest, at low priority) marks that, and not the navigation bar,
 * which is hydrated first. Otherwise the session could arrive in between, and the page would
 * hydrate with a signed-in user where the server's HTML had a visitor.
 */
let done = true;
const listeners = new Set<() => void>();

/** Called before hydrating a page the server rendered. */
export function startHydration(): void {
  done = false;
}

/** Called once the page (the last part to hydrate) is the app's. */
export function hydrationDone(): void {
  if (done) return;
  done = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False while a server-rendered page is being hydrated (and on the server), then true. */
export function useHydrationDone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => done,
    () => false,
  );
}
