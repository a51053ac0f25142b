/**
 * `npm start`: builds the product when the build is missing or older than its sources, then
 * runs the compiled server (dist/server/main.js) in this plain Node process. Nothing here
 * needs a development dependency once the build is current (`npm ci && npm run build`).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["src", "public", "index.html", "vite.config.ts", "package-lock.json"];
const OUTPUTS = ["dist/client/.vite/manifest.json", "dist/server/main.js"];
const vite = path.join(root, "node_modules/vite/bin/vite.js");

/** The newest modification time under `target` (a file or a folder, walked whole). */
function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildState() {
  const outputs = OUTPUTS.map((file) => path.join(root, file));
  if (outputs.some((file) => !existsSync(file))) return "missing";
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const sources = SOURCES.map((source) => path.join(root, source)).filter((source) => existsSync(source));
  return sources.some((source) => newestMtime(source) > built) ? "stale" : "current";
}

process.chdir(root);
const state = buildState();
if (state !== "current") {
  if (existsSync(vite)) {
    console.log(
      state === "missing" ? "Building the product…" : "Sources changed since the last build: building the product…",
    );
    execFileSync(process.execPath, [vite, "build", "--logLevel", "warn"], { stdio: "inherit" });
    execFileSync(process.execPath, [vite, "build", "--ssr", "--logLevel", "warn"], { stdio: "inherit" });
  } else if (state === "missing") {
    console.error(
      "Cannot start: there is no build, and Vite (a development dependency) is not installed. Run `npm ci && npm run build` first.",
    );
    process.exit(1);
  } else {
    console.warn(
      "The build is older than its sources and cannot be rebuilt here (Vite is not installed): starting the existing build.",
    );
  }
}

const { main } = await import(pathToFileURL(path.join(root, "dist/server/main.js")).href);
await main();
