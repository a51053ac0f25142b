/**
 * Decision 094: the deployment guide is what is checked. Each configuration file it shows is
 * the file in deploy/ word for word, every command of its shell blocks is run by
 * scripts/deploy-check.sh (or by .ci/run itself), and .ci/run runs that script.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const guide = read("docs/deploy.md");

/** Each fenced block of the guide: its language, its text, and the file a comment before it names. */
const blocks = [...guide.matchAll(/(?:<!-- file: (\S+) -->\n\n)?```(\w*)\n([\s\S]*?)```/g)].map((m) => ({
  file: m[1],
  lang: m[2]!,
  text: m[3]!,
}));

describe("docs/deploy.md", () => {
  it("shows each configuration file of deploy/ as it is", () => {
    const files = blocks.filter((b) => b.file);
    expect(files.map((b) => b.file).sort()).toEqual([
      "deploy/Caddyfile",
      "deploy/nginx.conf",
      "deploy/pharmacy-backup.cron",
      "deploy/pharmacy.env.example",
      "deploy/pharmacy@.service",
    ]);
    for (const block of files) expect(block.text, block.file).toBe(read(block.file!));
  });

  it("has no command that the check does not run", () => {
    const check = read("scripts/deploy-check.sh");
    const ci = read(".ci/run");
    const commands = blocks
      .filter((b) => b.lang === "sh")
      .flatMap((b) => b.text.split("\n"))
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    expect(commands.length).toBeGreaterThan(15);
    const unchecked = commands.filter((c) => !check.includes(c) && !ci.includes(c));
    expect(unchecked).toEqual([]);
    // Every block is either a shell block or a file of deploy/.
    expect(blocks.filter((b) => b.lang !== "sh" && !b.file)).toEqual([]);
  });

  it("is checked by .ci/run, on PostgreSQL too", () => {
    expect(read(".ci/run")).toMatch(/CHECK_DATABASE_URL=\S+ scripts\/deploy-check\.sh/);
  });
});
