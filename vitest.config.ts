import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Each API test file builds its own database; two files at a time suits a 2-core machine.
    maxWorkers: 2,
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
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/setup.ts"],
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
