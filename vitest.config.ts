import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Files at a time on a 2-core machine: a worker waits part of the time (for the database
    // server, the mail server, a timer), so one more than the cores keeps both busy. Measured on
    // 38 API files (decision 126; docs/performance.md, "The test run"): PGlite 83 s with 2
    // workers, 72 s with 3; PostgreSQL, whose work is in its own processes, 53 s with 2, 37 s with 4.
    maxWorkers: process.env.DATABASE_URL ? 4 : 3,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/client/**/*.test.{ts,tsx}", "tests/docs/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          // A worker keeps the modules it loaded from one test file to the next instead of loading
          // the whole server again for each (docs/performance.md, "The test run"): nothing in src
          // keeps state in a module, each file builds its own app and database, and
          // tests/support/setup.ts runs again before every file. (An inline project does not
          // inherit the root's test options, so it is said here.)
          isolate: false,
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/setup.ts"],
          // The migrated database is built once and each file's app starts from a copy of it.
          globalSetup: ["tests/support/template-database.ts"],
          testTimeout: 30_000,
          // A fresh database per test file: generous, since a loaded machine can take a while to build one.
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "budget",
          include: ["tests/budget/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
