/**
 * Whether the product's build (dist/, `npm run build`) is current: every output there, none older
 * than the newest of its sources. `npm start` (scripts/start.mjs) and the budget tests
 * (tests/budget/built-product.ts) build again when it is not. Plain Node, no development
 * dependency: `npm start` runs it on a production install.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["src", "public", "index.html", "vite.config.ts", "package-lock.json"];
/** What `npm start` needs; the budget tests also read the islands' manifest. */
export const BUILD_OUTPUTS = ["dist/client/.vite/manifest.json", "dist/server/main.js"];
export const vite = path.join(root, "node_modules/vite/bin/vite.js");

/** The newest modification time under `target` (a file or a folder, walked whole). */
function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** "missing" when an output is not there, "stale" when a source is newer than the oldest output. */
export function buildState(outputs = BUILD_OUTPUTS) {
  const files = outputs.map((file) => path.join(root, file));
  if (files.some((file) => !existsSync(file))) return "missing";
  const built = Math.min(...files.map((file) => statSync(file).mtimeMs));
  const sources = SOURCES.map((source) => path.join(root, source)).filter((source) => existsSync(source));
  return sources.some((source) => newestMtime(source) > built) ? "stale" : "current";
}

/** `npm run build`'s two steps, through the installed Vite. */
export function build(options = {}) {
  for (const args of [["build"], ["build", "--ssr"]])
    execFileSync(process.execPath, [vite, ...args, "--logLevel", options.logLevel ?? "warn"], {
      cwd: root,
      stdio: "inherit",
      env: options.env ?? process.env,
    });
}
