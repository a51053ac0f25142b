import { createContext, useContext, useEffect } from "react";

const SUFFIX = "Weight-loss programme";

/** The document title of a page titled `title`. */
export const documentTitle = (title: string) => (title ? `${title} | ${SUFFIX}` : SUFFIX);

/**
 * Set while the server renders a page: it receives the page's document title for the
 * `<title>` of the HTML. In the browser there is none, and the title is set on the document.
 */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets a sensible document title per route. */
export function useDocumentTitle(title: string) {
  useContext(DocumentTitleContext)?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
