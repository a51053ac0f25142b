/**
 * The modules a page needs besides the app's script: the page's own module, with what it
 * imports. The client's router loads a page's module only once the app has run; named in the
 * page, the browser fetches them all together, a round trip sooner (about 0.6 s on a slow phone network). A page the server rendered lists them for
 * its first script to fetch after the first paint; any other page names them in its head as
 * `<link rel="modulepreload">`.
 */
import { pageModuleOf } from "@/shared/page-modules";
import { patientPageModuleOf } from "@/shared/patient-page-modules";

/** What this needs of Vite's build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export function createPagePreloads(manifest: Manifest): (pathname: string) => string[] {
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  // The app's script and its imports are named by index.html already (a rendered page lists
  // them for its first script). Not the app's dynamic imports: those are every page, the back
  // office's included.
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loaded);

  const files = new Map<string, string[]>();
  return (pathname) => {
    // A page of the patient's area is two modules: the area's (its routes), then the page's.
    const modules = [pageModuleOf(pathname), patientPageModuleOf(pathname)].filter(
      (m): m is string => m !== undefined && manifest[m] !== undefined,
    );
    const key = modules.join(" ");
    let list = files.get(key);
    if (list === undefined) {
      const keys = new Set<string>();
      for (const module of modules) closure(module, keys);
      list = [...keys].filter((k) => !loaded.has(k)).map((k) => `/${manifest[k]!.file}`);
      files.set(key, list);
    }
    return list;
  };
}

/** The modules as `<link rel="modulepreload">` tags. */
export const modulePreloadTags = (files: string[]) =>
  files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("");
