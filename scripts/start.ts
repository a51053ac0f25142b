/**
 * `npm start`: builds the client when it is missing or older than its sources, then serves
 * the product (client + /api) from one process.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const manifest = path.join(root, "dist/client/.vite/manifest.json");

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function clientIsStale(): boolean {
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  const sources = ["src/client", "src/shared", "public", "index.html", "vite.config.ts", "package-lock.json"];
  return sources.some((s) => existsSync(path.join(root, s)) && newestMtime(path.join(root, s)) > built);
}

process.chdir(root);
if (clientIsStale()) {
  console.log("Building the client…");
  execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], { stdio: "inherit" });
}
const { main } = await import("../src/server/main");
await main();
