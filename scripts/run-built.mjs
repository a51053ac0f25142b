/**
 * `npm run backup` and `npm run restore`: the compiled commands (dist/server/backup.js,
 * dist/server/restore.js, built by `npm run build`), run by plain Node, so a server installed
 * with production dependencies only (`npm ci --omit=dev`) can run them.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const name = process.argv[2];
const entry = path.resolve(import.meta.dirname, "..", "dist/server", `${name}.js`);
if (!["backup", "restore"].includes(name) || !existsSync(entry)) {
  console.error(`Cannot run ${name}: there is no build. Run \`npm run build\` first.`);
  process.exit(1);
}
process.argv.splice(2, 1);
const { main } = await import(pathToFileURL(entry).href);
await main();
