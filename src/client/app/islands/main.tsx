/**
 * The script of a public page the server rendered (decision 107): it hydrates each island of
 * the page (an element `data-island`, client/components/island.tsx) on its own root, from the
 * props beside it and the page's data island, and nothing else: the rest of the page stays the
 * server's HTML. Built with a light runtime in React's place (vite.config.ts); public/boot.js
 * fetches it, and the page's islands' modules, once the page has painted.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Toaster } from "@/client/components/ui/toaster";
import { hydrationDone, startHydration } from "@/client/lib/hydration";
import { showCarriedToasts } from "@/client/lib/notify";
import { createQueryClient } from "@/client/lib/query-client";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from "@/shared/island-modules";
import { readInitialData, seedInitialData } from "../initial-data";
import { onLeave, prefetchApp } from "./leave";
import { ISLANDS } from "./registry";

/** Set by public/boot.js when a form was sent natively before the islands arrived: the page is on its way out. */
const SENT_ATTRIBUTE = "data-sent";

const queryClient = createQueryClient();
const data = readInitialData();
// The page was rendered from this data at most moments ago; its static parts show it, so the islands do too.
if (data) seedInitialData(queryClient, data);

const roots = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
const components = await Promise.all(
  roots.map((root) => ISLANDS[root.getAttribute(ISLAND_ATTRIBUTE) as IslandName]?.()),
);

/*
 * A page opened with navigation state (the entry another page wrote before loading this one)
 * may render otherwise than the server, which never sees that state: its islands are rendered
 * over the server's elements rather than hydrated. Until every island is hydrated, who is
 * signed in is not asked for (lib/hydration.ts): the first render is the server's.
 */
const withState = (window.history.state as { usr?: unknown } | null)?.usr != null;
if (!document.documentElement.hasAttribute(SENT_ATTRIBUTE)) {
  startHydration();
  roots.forEach((root, i) => {
    const Island = components[i] as ComponentType<object> | undefined;
    if (!Island) return;
    const props = JSON.parse(root.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as object;
    const island = (
      <QueryClientProvider client={queryClient}>
        <Island {...props} />
      </QueryClientProvider>
    );
    const handle = withState ? createRoot(root) : hydrateRoot(root, island);
    if (withState) handle.render(island);
    // Handing the page to the app: the island stops, and what it showed stays, inert, until the
    // app's first render replaces the page.
    onLeave(() => {
      const shown = [...root.childNodes].map((node) => node.cloneNode(true));
      handle.unmount();
      root.replaceChildren(...shown);
    });
  });
  hydrationDone();
  // public/boot.js makes again the taps on islands' buttons it kept while they were on their way.
  window.dispatchEvent(new Event("islands-hydrated"));

  // The toasts' own root, at the end of the page, empty until the first toast or interaction.
  const toasts = document.createElement("div");
  toasts.setAttribute("data-toaster", "");
  document.body.append(toasts);
  const toaster = createRoot(toasts);
  toaster.render(<Toaster />);
  onLeave(() => {
    toaster.unmount();
    toasts.remove();
  });
  showCarriedToasts();

  // A visitor using an island may go on into the app: its code is fetched meanwhile.
  for (const root of roots)
    for (const type of ["pointerdown", "keydown", "focusin"])
      root.addEventListener(type, prefetchApp, { once: true, passive: true });
}
