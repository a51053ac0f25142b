/**
 * Citations stay honest: every `decision NNN` names a record in docs/decisions/, every
 * `docs/spec.md §n` names a section of docs/spec.md, and code cites nothing outside the
 * repository (sections of the specification or the architecture notes by their old file names,
 * or a decision as a bare D and a number). The records and their index are checked too, so the
 * index cannot drift from the files it lists.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const decisionsDir = path.join(root, "docs/decisions");
const MIGRATIONS = "src/server/db/migrations";
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|md|json|sql)$/;

/** Repository-relative paths of the text files under `dir` (a folder or a single file). */
function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [dir];
  return (readdirSync(full, { recursive: true }) as string[])
    .map((entry) => path.join(dir, entry).split(path.sep).join("/"))
    .filter((file) => TEXT_FILE.test(file) && statSync(path.join(root, file)).isFile());
}

/** Code the project writes: src, tests and scripts (generated migrations excepted), and root configuration. */
const codeFiles = [
  ...["src", "tests", "scripts"].flatMap(filesUnder).filter((file) => !file.startsWith(`${MIGRATIONS}/`)),
  ...readdirSync(root).filter((name) => /\.(ts|js|mjs|cjs)$/.test(name) && statSync(path.join(root, name)).isFile()),
];
/** Everything that may cite a decision or the specification. */
const citingFiles = [...new Set([...codeFiles, ...["README.md", "SECURITY.md", "docs"].flatMap(filesUnder)])];

const read = (file: string) => readFileSync(path.join(root, file), "utf8");
/** The text with comment leaders removed, so a citation broken over two comment lines still reads as one. */
const joined = (text: string) => text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/)[ \t]?/g, "\n");
const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

interface Citation {
  where: string;
  cited: string;
  numbers: number[];
}

/** `decision 013`, `decisions 013 and 014`, `decisions 006, 007 and 018`, `Decision 063`; not a `## Decision` heading. */
const DECISION = /(?<!^#+ )\bdecisions?\s+(\d+(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)\d+)*)/gim;
/** `docs/spec.md §4`, `docs/spec.md §2, §3`, `docs/spec.md §4/§9`, `docs/spec.md §6 and §8`. */
const SPEC = /docs\/spec\.md\s*(§\d+(?:\s*(?:,|\/|and|or)\s*§\d+)*)/g;

function citations(pattern: RegExp, files: string[]): Citation[] {
  return files.flatMap((file) => {
    const text = joined(read(file));
    return [...text.matchAll(pattern)].map((match) => ({
      where: `${file}:${lineOf(text, match.index)}`,
      cited: match[0].replace(/\s+/g, " "),
      numbers: [...match[1]!.matchAll(/\d+/g)].map((n) => Number(n[0])),
    }));
  });
}

const recordFiles = readdirSync(decisionsDir).filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name));
const recordNumbers = new Set(recordFiles.map((name) => Number(name.slice(0, 3))));
const specSections = new Set([...read("docs/spec.md").matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));

describe("citations of decision records", () => {
  const cited = citations(DECISION, citingFiles);

  it("finds the citations it checks", () => {
    // A pattern that matched nothing would pass every check below.
    expect(cited.length).toBeGreaterThan(50);
  });

  it("names every record with three digits", () => {
    const loose = cited.filter((c) => /\b\d{1,2}\b|\d{4}/.test(c.cited.replace(/^decisions?\s+/i, "")));
    expect(loose.map((c) => `${c.where}: ${c.cited}`)).toEqual([]);
  });

  it("cites only records that exist in docs/decisions/", () => {
    const missing = cited.filter((c) => c.numbers.some((n) => !recordNumbers.has(n)));
    expect(missing.map((c) => `${c.where}: ${c.cited}`)).toEqual([]);
  });

  it("links only to record files that exist", () => {
    const links = citingFiles.flatMap((file) =>
      [...read(file).matchAll(/docs\/decisions\/([\w.-]+\.md)/g)].map((match) => ({ file, name: match[1]! })),
    );
    const broken = links.filter((link) => !statSync(path.join(decisionsDir, link.name), { throwIfNoEntry: false }));
    expect(broken.map((link) => `${link.file}: docs/decisions/${link.name}`)).toEqual([]);
  });
});

describe("citations of the specification", () => {
  const cited = citations(SPEC, citingFiles);

  it("reads the numbered sections of docs/spec.md", () => {
    expect(specSections.size).toBeGreaterThanOrEqual(9);
    expect(cited.length).toBeGreaterThan(50);
  });

  it("cites only sections that exist", () => {
    const missing = cited.filter((c) => c.numbers.some((n) => !specSections.has(n)));
    expect(missing.map((c) => `${c.where}: ${c.cited}`)).toEqual([]);
  });
});

describe("code cites nothing outside the repository", () => {
  // Assembled so that this file does not match its own patterns.
  const outside = new RegExp(`\\b(?:${["SPEC", "ARCHITECTURE"].join("|")}) §`);
  const bareDecision = new RegExp(String.raw`(?<![\w$./-])D\d{1,2}\b`);

  it("scans the code", () => {
    expect(codeFiles.filter((file) => file.startsWith("src/")).length).toBeGreaterThan(100);
    expect(codeFiles.some((file) => file.startsWith(`${MIGRATIONS}/`))).toBe(false);
  });

  it.each([
    ["an outside document's section", outside],
    ["a bare decision number", bareDecision],
  ])("has no citation of %s", (_kind, pattern) => {
    const hits = codeFiles.flatMap((file) =>
      read(file)
        .split("\n")
        .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});

describe("decision records", () => {
  it.each(recordFiles)("%s has its number, a date, a status and its sections", (name) => {
    const lines = readFileSync(path.join(decisionsDir, name), "utf8").split("\n");
    expect(lines[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)} \\S`));
    expect(lines[2]).toMatch(/^Date: \d{4}-\d{2}-\d{2}\. Status: (accepted|superseded by \d{3})\b/);
    expect(lines).toContain("## Context");
    expect(lines).toContain("## Decision");
  });

  it("are numbered without gaps", () => {
    const numbers = [...recordNumbers].sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("a record that supersedes another is named by it in return", () => {
    const texts = new Map(
      recordFiles.map((name) => [Number(name.slice(0, 3)), read(`docs/decisions/${name}`).split("\n")[2]!]),
    );
    const pairs = [...texts].flatMap(([number, status]) => {
      const superseded = /Supersedes ([^.]*)/.exec(status)?.[1] ?? "";
      return [...superseded.matchAll(/\d{3}/g)].map((match) => ({ number, superseded: Number(match[0]) }));
    });
    expect(pairs.length).toBeGreaterThan(0);
    const unanswered = pairs.filter(
      ({ number, superseded }) => !texts.get(superseded)?.includes(`superseded by ${String(number).padStart(3, "0")}`),
    );
    expect(unanswered).toEqual([]);
  });

  it("the index lists every record once, with its title", () => {
    const index = read("docs/decisions/README.md");
    const listed = [...index.matchAll(/^\| \[(\d{3})\]\((\d{3}-[a-z0-9-]+\.md)\) *\| ([^|]+?) *\|/gm)];
    expect(listed.map((row) => row[2]).sort()).toEqual([...recordFiles].sort());
    for (const [, number, file, title] of listed) {
      expect(file!.startsWith(number!)).toBe(true);
      expect(read(`docs/decisions/${file}`).split("\n")[0]).toBe(`# ${number} ${title!.trim()}`);
    }
  });
});
