import { type ComponentType, lazy, type ReactNode, useRef } from "react";

/** A page's module; an area's module (its own routes) also preloads the page of a path. */
export interface PageModule {
  default: ComponentType;
  preloadPage?: (pathname: string) => Promise<void>;
}
export interface LazyPage {
  (): ReactNode;
  /** Fetches the module (and, for an area, the page of `pathname` in it). */
  preload(pathname: string): Promise<void>;
}

/**
 * The lazily loaded pages of one route table, each known by its module, so the page of a path
 * can be fetched before the first render: `moduleOf` names the module of a path.
 */
export function pageLoader(moduleOf: (pathname: string) => string | undefined) {
  const pagesByModule = new Map<string, LazyPage>();

  /**
   * A page loaded when first shown, like React.lazy, that can also be fetched before the first
   * render: a page whose module is already here renders at once, with no loading fallback
   * (React reveals a suspended page up to 300 ms late, which was most of a phone's wait for
   * the first page).
   */
  function lazyPage(module: string, load: () => Promise<PageModule>): LazyPage {
    let loaded: ComponentType | undefined;
    const Lazy = lazy(load);
    function Page() {
      // Chosen once per mount, so a page never switches component under its own state.
      const Component = useRef(loaded ?? Lazy).current;
      return <Component />;
    }
    Page.preload = (pathname: string) =>
      load().then((m) => {
        loaded = m.default;
        return m.preloadPage?.(pathname);
      });
    pagesByModule.set(module, Page);
    return Page;
  }

  /** Fetches the module of the page at `pathname`, if it has one; never rejects. */
  function preloadPage(pathname: string): Promise<void> {
    const module = moduleOf(pathname);
    const page = module ? pagesByModule.get(module) : undefined;
    return page ? page.preload(pathname).catch(() => undefined) : Promise.resolve();
  }

  return { lazyPage, preloadPage };
}
