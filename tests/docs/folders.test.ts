/**
 * No folder of the source holds more than 15 files, its tests aside (docs/architecture.md): a
 * folder that grows past them is split into folders by subject, so a file is found in two steps,
 * which folder, which file. A test file (`*.test.ts`, `*.test.tsx`) sits beside the module it
 * tests and is not counted.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const MAX_FILES = 15;
const TEST_FILE = /\.test\.tsx?$/;

/** The folders the rule does not hold for, and why: none of them is split by hand. */
const EXCEPTIONS: Record<string, string> = {
  "src/server/db/migrations":
    "the SQL migrations drizzle-kit generates, one a schema change, in the order it applies them",
  "src/server/db/migrations/meta": "drizzle-kit's journal and a snapshot of the schema for each migration",
  "src/client/components/ui":
    "the kit of primitives (Radix and Tailwind): one file a primitive, each imported by its name",
};

interface Folder {
  folder: string;
  files: number;
}

/** Every folder under `dir` (repository-relative), with the files it holds itself, tests aside. */
function foldersUnder(dir: string): Folder[] {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name)).length;
  return [
    { folder: dir, files },
    ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => foldersUnder(`${dir}/${entry.name}`)),
  ];
}

const folders = foldersUnder("src");

describe(`every folder under src holds at most ${MAX_FILES} files, tests aside`, () => {
  it("scans the source's folders", () => {
    // A walk that found nothing would pass the check below.
    expect(folders.length).toBeGreaterThan(50);
    expect(folders.some(({ folder }) => folder === "src/server/features")).toBe(true);
  });

  it("has no folder over the limit but the named exceptions", () => {
    const over = folders
      .filter(({ folder, files }) => files > MAX_FILES && !(folder in EXCEPTIONS))
      .map(({ folder, files }) => `${folder}: ${files} files (at most ${MAX_FILES}, tests aside)`);
    expect(over).toEqual([]);
  });

  it.each(Object.keys(EXCEPTIONS))("names as an exception %s, a folder that exists", (exception) => {
    expect(folders.map(({ folder }) => folder)).toContain(exception);
  });
});
