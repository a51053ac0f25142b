import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readInitialData, seedInitialData } from "./app/initial-data";
import { preloadPage } from "./app/router";
import { startHydration } from "./lib/hydration";
import { createQueryClient } from "./lib/query-client";
import { sessionQuery } from "./lib/session";
import { settingsQuery } from "./lib/settings";
import "./styles.css";

const queryClient = createQueryClient();
const container = document.getElementById("root")!;
const initialData = readInitialData();
/*
 * A public page arrives rendered by the server (src/server/site), with the data it was
 * rendered from: the app takes over that HTML (hydrates it) rather than render it again. Its
 * first render must be the server's, so the session is asked for only once the page is
 * hydrated (the navigation bar's own query), never before. A page reloaded with navigation
 * state (say, /auth after the BMI check) may render differently from the server's HTML: the
 * app renders that one afresh.
 */
const hydrate =
  initialData !== null && container.hasChildNodes() && (window.history.state as { usr?: unknown } | null)?.usr == null;
if (initialData) seedInitialData(queryClient, initialData, { revalidate: true });
if (hydrate) startHydration();
if (!hydrate) {
  // Every page's navigation bar and footer need who is signed in and the pharmacy's details:
  // ask for both now, while the page's own code is still on its way.
  void queryClient.prefetchQuery(sessionQuery);
  void queryClient.prefetchQuery(settingsQuery);
}

// The page's own module is already on its way (the server names it in the HTML): wait for it,
// briefly, so the first render is the page rather than a loading spinner. A page to hydrate
// waits for it whatever it takes (its HTML is on screen meanwhile): hydrated in one pass,
// nothing of it can render before the rest, with data (the session) the server did not have.
const preloaded = preloadPage(window.location.pathname);
const pageModule = hydrate ? preloaded : Promise.race([preloaded, new Promise((resolve) => setTimeout(resolve, 1500))]);

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
void pageModule.then(() => {
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
