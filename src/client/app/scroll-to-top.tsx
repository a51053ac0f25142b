import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * docs/spec.md §2: the page scrolls to the top on every path change. Not on the first page:
 * the browser places that one (at the top, or where a reload left it), and a visitor may
 * already have scrolled a page that arrived rendered.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
