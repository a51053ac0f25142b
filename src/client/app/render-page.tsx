/**
 * The server's rendering of a page (src/server/site): the same app the browser runs, at the
 * request's address, from the data the server read. The browser hydrates only the page's
 * islands (decision 107), which this names.
 */
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { IslandsContext } from "@/client/components/island";
import { DocumentTitleContext, documentTitle } from "@/client/lib/use-document-title";
import type { IslandName } from "@/shared/island-modules";
import { createQueryClient } from "@/client/lib/query-client";
import { AppProviders } from "./app";
import { type InitialData, seedInitialData } from "./initial-data";
import { AppRoutes, preloadPage } from "./router";

export interface RenderedPage {
  /** The markup of the app, for inside `<div id="root">`. */
  html: string;
  /** The page's document title, as the browser sets it. */
  title: string;
  /** The islands on the page, whose modules it names. */
  islands: IslandName[];
}

/** Renders the page at `url` (a path with its query). Rejects if any part of it fails to render. */
export async function renderPage(url: string, data: InitialData): Promise<RenderedPage> {
  // The page's module first, so the page renders in place rather than its loading fallback.
  await preloadPage(url.split("?")[0]!);
  const queryClient = createQueryClient();
  seedInitialData(queryClient, data);
  let title: string | undefined;
  const islands = new Set<IslandName>();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <DocumentTitleContext value={(t) => (title = t)}>
          <IslandsContext value={islands}>
            <AppProviders queryClient={queryClient}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </IslandsContext>
        </DocumentTitleContext>
      </StrictMode>,
      {
        // An error inside a Suspense boundary would otherwise leave that part to the browser.
        onError: (error) => void errors.push(error),
        // Every boundary in place, in order: a large one is otherwise sent apart and moved in by
        // an inline script, which the Content-Security-Policy (rightly) does not run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
    if (errors.length > 0) throw errors[0];
    return { html: Buffer.concat(chunks).toString("utf8"), title: title ?? documentTitle(""), islands: [...islands] };
  } finally {
    queryClient.clear();
  }
}
