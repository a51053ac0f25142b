/**
 * The built product (`npm run build`: dist/client and dist/server) for the budget tests: built
 * again when it is missing or older than its sources, as `npm start` does (scripts/start.mjs).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const clientDir = path.join(root, "dist/client");
export const serverEntry = path.join(root, "dist/server/main.js");

const SOURCES = ["src", "public", "index.html", "vite.config.ts", "package-lock.json"];
const OUTPUTS = ["dist/client/.vite/manifest.json", "dist/client/.vite/islands-manifest.json", "dist/server/main.js"];

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isCurrent(): boolean {
  const outputs = OUTPUTS.map((file) => path.join(root, file));
  if (outputs.some((file) => !existsSync(file))) return false;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCES.map((source) => path.join(root, source))
    .filter((source) => existsSync(source))
    .every((source) => newestMtime(source) <= built);
}

/** Builds dist/ unless it is current. */
export function ensureBuilt(): void {
  if (isCurrent()) return;
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: "production" };
  for (const args of [["build"], ["build", "--ssr"]])
    execFileSync(process.execPath, [vite, ...args, "--logLevel", "error"], { cwd: root, stdio: "inherit", env });
}
