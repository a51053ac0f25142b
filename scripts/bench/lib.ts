/** Helpers shared by the benchmark scripts: a build, the server in its own process, figures. */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** Benchmarks only ever talk to this machine. */
export const LOOPBACK = "127.0.0.1";

export interface RunningServer {
  url: string;
  /** Milliseconds from spawning the process to the first answered /api/health. */
  readyMs: number;
  /** What the server itself printed on its "Ready on" line. */
  readyLine: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  env: Record<string, string | undefined>;
  /** The script plain Node runs: a compiled server (`<build>/server/main.js`) or scripts/start.mjs. */
  entry: string;
  /** How long the server may take to answer /api/health: a first start on a new folder of a loaded machine can take over a minute. */
  timeoutMs?: number;
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`server at ${url} not ready in time`);
}

/**
 * Starts the product in a child process on loopback, configured as in production (React's
 * production build renders the pages), and waits until /api/health answers.
 */
export async function startServerProcess(opts: ServerOptions): Promise<RunningServer> {
  const url = `http://${LOOPBACK}:${opts.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [opts.entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      HOST: LOOPBACK,
      PORT: String(opts.port),
      // What production refuses to start without (decision 091): the origin is https as behind the
      // proxy, the mail server is never reached by the pages measured, the backup key is throw-away.
      APP_URL: `https://localhost:${opts.port}`,
      SMTP_URL: "smtp://127.0.0.1:2525",
      BACKUP_KEY: randomBytes(32).toString("base64url"),
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let readyLine = "";
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
    const line = output.split("\n").find((l) => l.startsWith("Ready on"));
    if (line && !readyLine) readyLine = line.trim();
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  try {
    await waitForHealth(url, child, Date.now() + (opts.timeoutMs ?? 300_000));
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    get readyLine() {
      return readyLine;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Builds the product as `npm run build` does into dist/, into `.tmp/<name>` of the project (the
 * compiled server finds the packages it imports in the project's node_modules): the client into
 * `client/`, the server into `server/`. Returns the compiled server's entry.
 */
export function buildProduct(name: string): string {
  const outDir = path.join(root, ".tmp", name);
  rmSync(outDir, { recursive: true, force: true });
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  for (const [args, folder] of [
    [["build"], "client"],
    [["build", "--ssr"], "server"],
  ] as const) {
    execFileSync(process.execPath, [vite, ...args, "--logLevel", "error", "--outDir", path.join(outDir, folder)], {
      cwd: root,
      stdio: "inherit",
    });
  }
  return path.join(outDir, "server/main.js");
}

export const median = (values: number[]) => percentile(values, 50);

/** The item whose `by` is the median (the lower middle of an even count): a whole run's figures, say. */
export const medianBy = <T>(items: T[], by: (item: T) => number): T =>
  [...items].sort((a, b) => by(a) - by(b))[Math.floor((items.length - 1) / 2)]!;

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`;
}

/** Prints rows as an aligned plain-text table. */
export function printTable(header: string[], rows: Array<Array<string | number>>): void {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  for (const [n, row] of cells.entries()) {
    console.log(row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "));
    if (n === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
}
