import { defineConfig, devices } from "@playwright/test";
import { execSync } from "node:child_process";

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://localhost:${port}`;
/**
 * The serial journeys' own server, on the next port: what they change for the whole pharmacy
 * (the server's one clock, /dev/clock; the responsible pharmacist's presence; an excursion's
 * quarantine) is its alone, so they run beside the others instead of after them.
 */
const serialPort = port + 1;
const serialURL = `http://localhost:${serialPort}`;

/** Debian's Chromium; no browser is ever downloaded. */
function chromiumPath(): string {
  try {
    return execSync("command -v chromium", { encoding: "utf8", shell: "/bin/sh" }).trim();
  } catch {
    throw new Error("Chromium is not installed: run `apt-get install -y chromium`.");
  }
}

/** A journeys' server (tests/e2e/support/server.ts) answering at `url`. */
function journeyServer(url: string, env: Record<string, string>) {
  return {
    command: `tsx tests/e2e/support/server.ts`,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  // One output folder per port, so runs on different ports never delete each other's results.
  outputDir: `.tmp/test-results-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // A failed journey keeps its trace: each action's page as it was (DOM snapshots), the network
    // and the console, and the screenshot at the failure. Without the trace's film strip of
    // screenshots, which the browser encodes all through every journey: a fifth of their time
    // (decision 127).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-quic",
        "--no-first-run",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Listed first, so one worker starts on them while the other takes the rest: the longest
    // journeys are here, one file at a time on their own server.
    {
      name: "serial",
      use: { ...devices["Desktop Chrome"], baseURL: serialURL },
      testMatch: "serial/**/*.spec.ts",
      fullyParallel: false,
      // One file at a time: without it two serial files would share the server (an excursion's
      // quarantine or a moved clock in one would reach the other).
      workers: 1,
    },
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: "serial/**" },
  ],
  // Started in this order, each once the one before answers: the serial journeys' server runs the
  // first one's build.
  webServer: [
    journeyServer(baseURL, { E2E_PORT: String(port) }),
    journeyServer(serialURL, { E2E_PORT: String(serialPort), E2E_BUILD_PORT: String(port) }),
  ],
});
