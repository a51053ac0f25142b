/**
 * The scripts of a public page the server rendered (decision 107): the islands' script and the
 * modules of the islands on the page, with what they import, read from the islands' build
 * manifest (`.vite/islands-manifest.json`). The page lists them for its first script
 * (public/boot.js) to fetch once painted; nothing of the app is among them.
 */
import { ISLAND_MODULES, type IslandName } from "@/shared/island-modules";
import type { Manifest } from "../lib/site/page-preloads";

export interface IslandScripts {
  /** The islands' script, which hydrates them. */
  script: string;
  /** What a page holding `islands` fetches besides that script. */
  modules(islands: readonly IslandName[]): string[];
}

/** The islands' scripts of a build, or undefined when its manifest has no islands' script. */
export function createIslandScripts(manifest: Manifest): IslandScripts | undefined {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) return undefined;
  const closure = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const lists = new Map<string, string[]>();
  return {
    script: `/${manifest[entry]!.file}`,
    modules(islands) {
      const names = [...new Set(islands)].sort();
      const key = names.join(" ");
      let list = lists.get(key);
      if (list === undefined) {
        const keys = closure(entry, new Set());
        for (const name of names) closure(ISLAND_MODULES[name], keys);
        keys.delete(entry);
        list = [...keys].map((k) => `/${manifest[k]!.file}`);
        lists.set(key, list);
      }
      return list;
    },
  };
}
