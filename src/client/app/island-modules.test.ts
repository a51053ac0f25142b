/**
 * The server names the modules of a page's islands from ISLAND_MODULES; the islands' script loads
 * them from its registry. This reads the registry's source and fails when the two part ways, and
 * checks each module declares the island under the name it is listed by.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ISLAND_MODULES } from "@/shared/island-modules";

const root = path.resolve(import.meta.dirname, "../../..");
const registry = readFileSync(path.join(import.meta.dirname, "islands/registry.ts"), "utf8");
const toFile = (specifier: string) => `${specifier.replace(/^@\//, "src/")}.tsx`;

/** `name: () => import("specifier")` → [name, the specifier's file]. */
const entries = [...registry.matchAll(/"?([\w-]+)"?:\s*\(\)\s*=>\s*import\("([^"]+)"\)/g)].map(
  (m) => [m[1]!, toFile(m[2]!)] as const,
);

describe("the islands' modules", () => {
  it("are the modules the registry loads, by name", () => {
    expect(entries.length).toBeGreaterThanOrEqual(7);
    expect(Object.fromEntries(entries)).toEqual(ISLAND_MODULES);
  });

  it("each declare their island under that name", () => {
    for (const [name, file] of Object.entries(ISLAND_MODULES)) {
      const source = readFileSync(path.join(root, file), "utf8");
      expect(source, file).toContain(`island("${name}",`);
    }
  });
});
