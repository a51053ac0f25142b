/**
 * A PostgreSQL server for tests and the soak run: the one at DATABASE_URL, or a throw-away
 * server started here (initdb + pg_ctl, loopback only) when there is none. Plus a TCP proxy
 * in front of it that can drop every connection, to make the database unreachable on purpose.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const LOOPBACK = "127.0.0.1";

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface PgServer {
  url: string;
  stop(): void;
}

/** initdb + pg_ctl as an unprivileged user (PostgreSQL refuses to run as root), loopback only. */
export async function startThrowAwayPostgres(): Promise<PgServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "throwaway-pg-"));
  chmodSync(dir, 0o755);
  let asUser: string[] = [];
  if (process.getuid?.() === 0) {
    try {
      execFileSync("id", ["pgci"], { stdio: "ignore" });
    } catch {
      execFileSync("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", "pgci"]);
    }
    const uid = Number(execFileSync("id", ["-u", "pgci"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, -1);
    asUser = ["runuser", "-u", "pgci", "--"];
  }
  const run = (args: string[]) => {
    const [cmd, ...rest] = [...asUser, ...args];
    execFileSync(cmd!, rest, { stdio: ["ignore", "ignore", "pipe"] });
  };
  const data = path.join(dir, "data");
  run(["initdb", "-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C"]);
  run([
    "pg_ctl",
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    `-c listen_addresses=${LOOPBACK} -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
    "start",
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@${LOOPBACK}:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(["pg_ctl", "-D", data, "-m", "fast", "stop"]);
      } catch {
        // already down
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The server at DATABASE_URL, or a throw-away one (stopped by `stop`). */
export async function postgresServer(): Promise<PgServer> {
  const url = process.env.DATABASE_URL;
  if (url) return { url, stop: () => {} };
  return startThrowAwayPostgres();
}

/**
 * A new database on the server, empty or a copy of `template` (a database nobody is connected
 * to, tests/support/template-database.ts); `drop` removes it.
 */
export async function freshDatabase(
  serverUrl: string,
  prefix = "test",
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // FILE_COPY copies the template's files as they are, where PostgreSQL 15's default writes each
  // page to the log: some 120 ms a copy instead of 200, once per test file.
  await admin.query(
    template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY` : `CREATE DATABASE ${name}`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target` (a postgres:// URL). `cut()` drops every open
 * connection and refuses new ones, as a network failure or a database restart does;
 * `restore()` lets connections through again.
 */
export async function startTcpProxy(target: string) {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(port || 5432), hostname);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  const proxyUrl = new URL(target);
  proxyUrl.hostname = LOOPBACK;
  proxyUrl.port = String((server.address() as AddressInfo).port);
  return {
    url: proxyUrl.toString(),
    cut() {
      cut = true;
      for (const s of open) s.destroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
