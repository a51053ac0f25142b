/**
 * The built product (`npm run build`: dist/client and dist/server) for the budget tests: built
 * again when it is missing or older than its sources, as `npm start` does (scripts/start.mjs).
 */
import path from "node:path";
import { BUILD_OUTPUTS, build, buildState, root } from "../../scripts/build-state.mjs";

export const clientDir = path.join(root, "dist/client");
export const serverEntry = path.join(root, "dist/server/main.js");

/** Builds dist/ unless it is current. */
export function ensureBuilt(): void {
  if (buildState([...BUILD_OUTPUTS, "dist/client/.vite/islands-manifest.json"]) === "current") return;
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  build({ logLevel: "error", env: { ...process.env, NODE_ENV: "production" } });
}
