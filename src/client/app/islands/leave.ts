/**
 * The islands hand the page over to the app (decision 107): when an island goes on to an address
 * with navigation state or by its own navigation (signed in, the BMI carried to the form), the
 * app's script is loaded into this page, as it was before there were islands, and renders that
 * address; the islands' roots are unmounted first, so nothing of them stays listening, what they
 * showed kept, inert, until the app's first render replaces the page.
 */
import { INITIAL_DATA_ID } from "@/shared/public-pages";

const unmounts: Array<() => void> = [];

/** Called by the islands' script for each root it hydrated or rendered. */
export function onLeave(unmount: () => void): void {
  unmounts.push(unmount);
}

/** The attribute on <html> once the app has the page: public/boot.js then leaves Back and Forward to it. */
const APP_ATTRIBUTE = "data-app";

/** The app's script, named by the server on the page's data island; undefined when the page has none. */
export const appScript = (): string | undefined => document.getElementById(INITIAL_DATA_ID)?.dataset.spa;

/**
 * Fetches the app's script and its modules without running them, once a visitor starts using an
 * island (never for the first view): a hand-over then waits for little more than the page's own
 * module.
 */
export function prefetchApp(): void {
  const island = document.getElementById(INITIAL_DATA_ID);
  const files = [island?.dataset.spa, ...(island?.dataset.spaModules?.split(" ") ?? [])].filter(Boolean);
  for (const href of files) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    document.head.append(
      Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "" }),
    );
  }
}

/** Unmounts every island and loads the app, which renders the current address. */
export function loadApp(script: string): Promise<unknown> {
  for (const unmount of unmounts.splice(0)) unmount();
  document.documentElement.setAttribute(APP_ATTRIBUTE, "");
  return import(/* @vite-ignore */ script);
}
