import {
  type ComponentProps,
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useContext,
  useId,
} from "react";
import { joinClasses } from "./join-classes";

/*
 * Tabs as the WAI-ARIA tabs pattern describes them (automatic activation): the selected tab is
 * the one stop of the list in the tab order, the arrow keys (and Home, End) move to another tab
 * and select it, and only the selected tab's panel is rendered. Written here rather than taken
 * from Radix, whose tabs and their focus machinery were 9 kB gzip of the sign-in page's first
 * view (bundle budget, decision 078).
 */

interface TabsState {
  value: string;
  select: (value: string) => void;
  id: (part: "trigger" | "content", value: string) => string;
}
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("A tab must be inside <Tabs>");
  return tabs;
}

type TabsProps = Omit<ComponentProps<"div">, "defaultValue"> & {
  value: string;
  onValueChange?: (value: string) => void;
  /**
   * The start of the tabs' and panels' ids. Given on a page the server renders and the browser
   * hydrates with another runtime (decision 107): the ids the two would make differ.
   */
  idBase?: string;
};

export function Tabs({ value, onValueChange, idBase, ...props }: TabsProps) {
  const generatedId = useId();
  const baseId = idBase ?? generatedId;
  const state: TabsState = {
    value,
    select: (next) => {
      if (next !== value) onValueChange?.(next);
    },
    id: (part, tab) => `${baseId}-${part}-${tab}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div dir="ltr" data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** The arrow keys go to the previous or next tab (round the ends), Home and End to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(event.target as HTMLElement);
  if (current < 0) return;
  const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[(next + tabs.length) % tabs.length]!.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={joinClasses(
        ["inline-flex h-10 w-full items-center rounded-md bg-zinc-100 p-1 text-zinc-600"],
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

/**
 * A tab; with `href`, a link to the page with that tab selected, so the tab works before the
 * app's script has arrived (decision 104), and selects in place once it has.
 */
export function TabsTrigger({
  value,
  className,
  onClick,
  onFocus,
  href,
  ...props
}: ComponentProps<"button"> & { value: string; href?: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const attributes = {
    role: "tab",
    id: tabs.id("trigger", value),
    "aria-selected": selected,
    "aria-controls": tabs.id("content", value),
    "data-state": selected ? "active" : "inactive",
    tabIndex: selected ? 0 : -1,
    className: joinClasses(
      [
        "inline-flex flex-1 items-center justify-center rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-zinc-900 data-[state=active]:shadow-sm",
      ],
      className,
    ),
    onClick: (event: MouseEvent<HTMLElement>) => {
      onClick?.(event as MouseEvent<HTMLButtonElement>);
      if (event.defaultPrevented) return;
      if (href) event.preventDefault();
      tabs.select(value);
    },
    // A tab reached with the arrow keys is selected at once (automatic activation).
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event as FocusEvent<HTMLButtonElement>);
      tabs.select(value);
    },
  } as const;
  if (href)
    return (
      <a href={href} {...attributes}>
        {props.children}
      </a>
    );
  return <button type="button" {...props} {...attributes} />;
}

export function TabsContent({ value, className, ...props }: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.id("content", value)}
      aria-labelledby={tabs.id("trigger", value)}
      data-state="active"
      tabIndex={0}
      className={joinClasses([["mt-4", /^m[ty]?-/]], className)}
      {...props}
    />
  );
}
