import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadPage } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import { showCarriedToasts } from "./lib/notify";
import { sessionQuery } from "./lib/session";
import { settingsQuery } from "./lib/settings";
import "./styles.css";

/*
 * The app: the signed-in patient's pages, the back office, and the public pages once the app
 * is here (a public page the server rendered has islands of its own instead, decision 107,
 * client/app/islands/main.tsx).
 */
const queryClient = createQueryClient();
const container = document.getElementById("root")!;
// Every page's navigation bar and footer need who is signed in and the pharmacy's details:
// ask for both now, while the page's own code is still on its way.
void queryClient.prefetchQuery(sessionQuery);
void queryClient.prefetchQuery(settingsQuery);

// The page's own module is already on its way (the server names it in the HTML): wait for it,
// briefly, so the first render is the page rather than a loading spinner.
const pageModule = Promise.race([
  preloadPage(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, 1500)),
]);

void pageModule.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  // The outcome of what brought the visitor here from a public page ("Welcome back!").
  showCarriedToasts();
});
