/**
 * A test fails on any unexpected console.error (docs/architecture.md, convention 7). A test that expects one
 * calls `expectConsoleError(/pattern/)` first.
 */
import { afterEach, beforeEach, vi } from "vitest";

const expected: RegExp[] = [];
let unexpected: string[] = [];

export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

beforeEach(() => {
  unexpected = [];
  expected.length = 0;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" ");
    if (!expected.some((p) => p.test(text))) unexpected.push(text);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (unexpected.length) {
    const lines = unexpected.join("\n---\n");
    unexpected = [];
    throw new Error(`Unexpected console.error:\n${lines}`);
  }
});
