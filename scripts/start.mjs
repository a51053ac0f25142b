/**
 * `npm start`: builds the product when the build is missing or older than its sources, then
 * runs the compiled server (dist/server/main.js) in this plain Node process. Nothing here
 * needs a development dependency once the build is current (`npm ci && npm run build`).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, buildState, root, vite } from "./build-state.mjs";

process.chdir(root);
const state = buildState();
if (state !== "current") {
  if (existsSync(vite)) {
    console.log(
      state === "missing" ? "Building the product…" : "Sources changed since the last build: building the product…",
    );
    build();
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
