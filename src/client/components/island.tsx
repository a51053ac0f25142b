import { type ComponentType, createContext, useContext } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from "@/shared/island-modules";

/**
 * Set while the server renders a public page (client/app/render-page.tsx): the names of the
 * islands the page holds are added to it, so the page names only their modules.
 */
export const IslandsContext = createContext<Set<IslandName> | null>(null);

/**
 * An interactive part of a public page (decision 107). Rendered by the server, it is the
 * component in a root element of its own (`display: contents`, so the layout is the
 * component's) that carries its name and its props; the browser hydrates that root alone
 * (client/app/islands/main.tsx), and nothing else of the page. In the app (a public page shown
 * after a page of the patient's area or the back office) it is the component, as any other.
 * Props are JSON: what the island needs beyond the page's data island.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const islands = useContext(IslandsContext);
    if (!islands) return <Component {...props} />;
    islands.add(name);
    const root = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
    return (
      <div className="contents" {...root}>
        {/* An island inside another is part of it: one root. */}
        <IslandsContext.Provider value={null}>
          <Component {...props} />
        </IslandsContext.Provider>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
