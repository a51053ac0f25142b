/**
 * What the islands (decision 107) have in place of React Router: the same names and the few
 * props the public pages' components use, over the browser's own location. The islands' build
 * gives this module to whatever imports "react-router" (vite.config.ts).
 *
 * An island owns a part of one page, not the page: a plain link is followed as on a page without
 * script, and what goes on with navigation state (React Router's `history.state.usr`: where to
 * go back to after signing in, the BMI carried to the form) hands the page to the app. Toasts
 * shown just before either are shown again by what comes next (lib/notify.ts).
 */
import {
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from "react";
import { carryToasts } from "@/client/lib/notify";
import { appScript, loadApp } from "./leave";

interface To {
  pathname?: string;
  search?: string;
  hash?: string;
}
interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
interface HistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

interface IslandLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

const entry = () => (window.history.state as HistoryEntry | null) ?? {};
const read = (): IslandLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: entry().usr ?? null,
  key: entry().key ?? "default",
});

let current = read();
const listeners = new Set<() => void>();
const changed = () => {
  current = read();
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
// Back and Forward within this page's address (a tab of the sign-in page) re-render in place;
// to another address, public/boot.js loads that page.
window.addEventListener("popstate", () => {
  if (window.location.pathname === current.pathname) changed();
});

const urlOf = (to: string | To) =>
  new URL(
    typeof to === "string" ? to : `${to.pathname ?? window.location.pathname}${to.search ?? ""}${to.hash ?? ""}`,
    window.location.href,
  );

/**
 * Goes to `to` as React Router would. An island's own navigation that changes no more than the
 * query (the sign-in page's tabs) stays in the page. A link without navigation state is followed:
 * the page at its address loads. Any other navigation to another address goes into the app
 * (leave.ts): the entry is written as React Router writes it, with its state, and the app, loaded
 * into this page, renders it.
 */
function go(to: string | To, { replace = false, state }: NavigateOptions = {}, link = false) {
  const url = urlOf(to);
  if (url.origin !== window.location.origin) {
    window.location.assign(url);
    return;
  }
  const idx = (entry().idx ?? 0) + (replace ? 0 : 1);
  const next: HistoryEntry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx };
  const write = () => (replace ? window.history.replaceState(next, "", url) : window.history.pushState(next, "", url));
  if (!link && url.pathname === window.location.pathname) {
    write();
    changed();
    return;
  }
  const app = appScript();
  carryToasts();
  if ((link && state == null) || !app) {
    if (replace) window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  write();
  void loadApp(app).catch(() => window.location.reload());
}

export function useLocation(): IslandLocation {
  return useSyncExternalStore(subscribe, () => current);
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export function useNavigate() {
  return go;
}

/** Goes to `to` once, when first rendered (its state is a new object on every render). */
export function Navigate({ to, replace, state }: { to: string | To } & NavigateOptions) {
  const gone = useRef(false);
  useEffect(() => {
    if (gone.current) return;
    gone.current = true;
    go(to, { replace, state });
  });
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string | To;
  replace?: boolean;
  state?: unknown;
  children?: ReactNode;
};

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!event.currentTarget.target || event.currentTarget.target === "_self");

export function Link({ to, replace, state, onClick, ...props }: LinkProps) {
  const url = urlOf(to);
  const href = url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !plainClick(event)) return;
    event.preventDefault();
    go(to, { replace, state }, true);
  };
  return <a href={href} onClick={onLinkClick} {...props} />;
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  className?: string | ((state: { isActive: boolean }) => string);
};

export function NavLink({ className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = urlOf(props.to).pathname;
  const isActive = pathname === target || pathname.startsWith(`${target}/`);
  return (
    <Link
      {...props}
      className={typeof className === "function" ? className({ isActive }) : className}
      aria-current={isActive ? "page" : undefined}
    />
  );
}
