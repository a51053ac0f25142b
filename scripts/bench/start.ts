/**
 * `npm run bench:start`: time from starting the server process as `npm start` runs it (plain
 * `node scripts/start.mjs`: the build check, then the compiled server) to its first answered
 * /api/health, on an existing data folder. One warm-up start creates the folder (migrations,
 * seed, first employee), building the product first if dist/ is missing or stale; the median
 * of the following runs is the figure. Target: under 1 s.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { machine, median, printTable, root, startServerProcess } from "./lib";

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const PORT = 4400;
const TARGET_MS = 1000;
const ENTRY = path.join(root, "scripts/start.mjs");

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-start-"));
const databaseUrl = process.env.DATABASE_URL;
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? "",
  SEED_ADMIN_EMAIL: "admin@bench.local",
  SEED_ADMIN_PASSWORD: "bench-admin-password",
};

console.log(`bench:start on ${machine()}`);
console.log(`database: ${databaseUrl ? "PostgreSQL at DATABASE_URL" : `embedded PGlite in ${dataDir}`}\n`);

const rows: Array<Array<string | number>> = [];
const times: number[] = [];
try {
  for (let run = 0; run <= RUNS; run++) {
    const server = await startServerProcess({ port: PORT, env, entry: ENTRY, timeoutMs: 300_000 });
    const label = run === 0 ? "warm-up (creates the data folder; builds if needed)" : `run ${run} (existing folder)`;
    rows.push([label, Math.round(server.readyMs), server.readyLine.replace(/^Ready on \S+ /, "")]);
    if (run > 0) times.push(server.readyMs);
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

printTable(["start", "ready ms (spawn → /api/health)", "server's own figure"], rows);
const result = median(times);
console.log(
  `\nmedian of ${RUNS} starts on an existing folder: ${Math.round(result)} ms (target < ${TARGET_MS} ms: ${result < TARGET_MS ? "met" : "NOT met"})`,
);
