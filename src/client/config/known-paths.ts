/**
 * Every path the app has a page for, read from the one list of route paths (paths.ts): the
 * server answers any other path 404 with the not-found page (docs/spec.md §2, decision 104),
 * and a test keeps this list and the routers' routes the same. A path with an id is its
 * pattern, ":id" standing for one segment.
 */
import { paths } from "./paths";

type PathTree = string | ((id: string) => string) | { readonly [key: string]: PathTree };

const patternsOf = (tree: PathTree): string[] =>
  typeof tree === "string"
    ? [tree]
    : typeof tree === "function"
      ? [tree(":id")]
      : Object.values(tree).flatMap(patternsOf);

/** The pattern of every page. */
export const KNOWN_PATHS: readonly string[] = [...new Set(patternsOf(paths))];

/** docs/spec.md §2: any other step of the patient form goes to its first step, so every path under it is a page. */
const KNOWN_AREAS: readonly string[] = [paths.patientForm.root];

const segments = (path: string) => path.split("/").filter(Boolean);
const matches = (pattern: string, path: string) => {
  const want = segments(pattern);
  const have = segments(path);
  return want.length === have.length && want.every((part, i) => part === ":id" || part === have[i]);
};

/** Whether the app has a page at `pathname` (a trailing slash ignored). */
export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    KNOWN_PATHS.some((pattern) => matches(pattern, path)) || KNOWN_AREAS.some((area) => path.startsWith(`${area}/`))
  );
}
