import { useEffect } from "react";

const SUFFIX = "Weight-loss programme";

/** Sets a sensible document title per route. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SUFFIX}` : SUFFIX;
  }, [title]);
}
