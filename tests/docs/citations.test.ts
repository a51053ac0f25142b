/**
 * Citations stay honest: every `decision NNN` names a record in docs/decisions/, every
 * `docs/spec.md §n` names a section of docs/spec.md, and code cites nothing outside the
 * repository (sections of the specification or the architecture notes by their old file names,
 * or a decision as a bare D and a number). The records and their index are checked too, so the
 * index cannot drift from the files it lists; and every path the documents cite names a file or
 * folder that exists, so a file moved or removed takes its citations with it.
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

/**
 * Paths the documents cite name files and folders that exist. A path is a name followed by `/`
 * and maybe more names (`domain/`, `lib/review.ts`), backticked or not, and not the tail of a URL
 * or of an absolute path. Its first name says where it starts:
 * - a folder at the repository's root (`src/`, `tests/`, `scripts/`, `docs/`, `deploy/`,
 *   `public/`, `.ci/`): it exists from the root;
 * - `client`, `server` or `shared`: it exists under `src/` (`shared/domain/dates.ts`);
 * - any other folder of `src/`, `tests/` or `scripts/` (`lib/review.ts`, `admin-orders/returns/`):
 *   it is the end of a path that exists there.
 * A path with any other first name is none of the project's files and is not checked: what the
 * product creates as it builds or runs (`dist/`, `.vite/`, `./data`, `$APP_DIR/backups`), a URL's
 * path, words joined by a slash (yes/no). Nor are globs and placeholders (`*`, `{a,b}`,
 * `<feature>`, `NNN`, `xxx`), another project's file right after that project's name (documenso
 * and the others in the table of models), or a path right after "was in", "were in" or "moved
 * from": a record telling where a file was. A file name alone in backticks (`outbox.ts`) names a
 * file somewhere in those folders or at the root; what the build creates is cited with its folder
 * (`dist/server/main.js`).
 */
describe("paths cited in the documents", () => {
  const documents = ["README.md", "SECURITY.md", "docs"].flatMap(filesUnder).filter((file) => file.endsWith(".md"));
  const ROOT_FOLDERS = ["src", "tests", "scripts", "docs", "deploy", "public", ".ci"];
  const UNDER_SRC = ["client", "server", "shared"];
  const MODELS = ["bulletproof-react", "documenso", "epic-stack", "hono-open-api-starter"];
  const PLACEHOLDER = /[*{}<>]|NNN|xxx/;
  const HISTORY = /\b(?:was in|were in|moved from) `?$/;
  const PATH = /(?<![\w./:~$@-])(?:[\w.@*{}<>-]+\/)+[\w.@*{}<>-]*/g;
  const FILE_NAME = /`([\w@-][\w.@-]*\.(?:ts|tsx|js|mjs|cjs|sh|sql|md|json|css|html))`/g;

  /** Every file and folder under the root folders, repository-relative, and the root's own files. */
  const repoPaths = [
    ...ROOT_FOLDERS.flatMap((dir) => [
      dir,
      ...(readdirSync(path.join(root, dir), { recursive: true }) as string[]).map((entry) =>
        path.join(dir, entry).split(path.sep).join("/"),
      ),
    ]),
    ...readdirSync(root).filter((name) => statSync(path.join(root, name)).isFile()),
  ];
  const isFolder = (p: string) => statSync(path.join(root, p)).isDirectory();
  const sourcePaths = repoPaths.filter((p) => /^(src|tests|scripts)(\/|$)/.test(p));
  const sourceFolders = new Set(sourcePaths.filter(isFolder).map((p) => p.split("/").pop()!));
  const fileNames = new Set(repoPaths.filter((p) => !isFolder(p)).map((p) => p.split("/").pop()!));
  const exists = (p: string) => Boolean(statSync(path.join(root, p), { throwIfNoEntry: false }));

  interface CitedPath {
    where: string;
    cited: string;
    resolves: boolean;
  }

  /** A path as the rule above reads it, or nothing when it is not the project's to check. */
  function resolve(cited: string, before: string): boolean | undefined {
    const bare = cited.replace(/\/$/, "");
    const first = bare.split("/")[0]!;
    if (PLACEHOLDER.test(cited) || HISTORY.test(before)) return undefined;
    if (MODELS.some((model) => before.endsWith(`${model} \``))) return undefined;
    if (ROOT_FOLDERS.includes(first)) return exists(bare);
    if (UNDER_SRC.includes(first)) return exists(`src/${bare}`);
    if (sourceFolders.has(first)) return sourcePaths.some((p) => p === bare || p.endsWith(`/${bare}`));
    return undefined;
  }

  const cited: CitedPath[] = documents.flatMap((file) =>
    read(file)
      .split("\n")
      .flatMap((line, i) => {
        const where = `${file}:${i + 1}`;
        const paths = [...line.matchAll(PATH)].flatMap((match) => {
          const cited = match[0].replace(/\.+$/, "");
          const resolves = resolve(cited, line.slice(0, match.index));
          return resolves === undefined ? [] : [{ where, cited, resolves }];
        });
        const names = [...line.matchAll(FILE_NAME)]
          .map((match) => match[1]!)
          .filter((name) => !PLACEHOLDER.test(name))
          .map((name) => ({ where, cited: name, resolves: fileNames.has(name) }));
        return [...paths, ...names];
      }),
  );

  it("finds the paths it checks, in every form", () => {
    // A pattern that matched nothing would pass the check below.
    expect(cited.length).toBeGreaterThan(500);
    for (const form of [/^src\//, /^tests\//, /^shared\/domain\//, /^server\/lib\//, /^lib\//, /^[\w.-]+$/]) {
      expect(cited.some((c) => form.test(c.cited))).toBe(true);
    }
  });

  it("cites only files and folders that exist", () => {
    const missing = cited.filter((c) => !c.resolves);
    expect(missing.map((c) => `${c.where}: ${c.cited}`)).toEqual([]);
  });
});
