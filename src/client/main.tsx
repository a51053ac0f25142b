import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadPage } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import { sessionQuery } from "./lib/session";
import { settingsQuery } from "./lib/settings";
import "./styles.css";

const queryClient = createQueryClient();
// Every page's navigation bar and footer need who is signed in and the pharmacy's details:
// ask for both now, while the page's own code is still on its way.
void queryClient.prefetchQuery(sessionQuery);
void queryClient.prefetchQuery(settingsQuery);

// The page's own module is already on its way (the server names it in the HTML): wait for it,
// briefly, so the first render is the page rather than a loading spinner.
const pageModule = Promise.race([preloadPage(window.location.pathname), new Promise((resolve) => setTimeout(resolve, 1500))]);

void pageModule.then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
