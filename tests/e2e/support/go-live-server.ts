/**
 * A production server of its own for the go-live journey (decision 090): the product as the
 * journeys' build compiled it (support/server.ts), with NODE_ENV=production on a fresh
 * embedded database, behind a TLS proxy of this file's (production needs an https:// APP_URL;
 * the browser accepts its self-signed certificate), with a real local SMTP server and a
 * backup key, so every checklist item can be done. Stopped whole by `stop()`.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SMTPServer } from "smtp-server";

const root = path.resolve(import.meta.dirname, "../../..");

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface GoLiveServer {
  /** The site as a visitor reaches it: https://localhost:<port>. */
  baseURL: string;
  /** The server itself, without the proxy (a page that answers, for the booking link). */
  directURL: string;
  superintendent: { email: string; password: string };
  /** How many e-mails the SMTP server has received. */
  received: () => number;
  stop: () => Promise<void>;
}

export async function startGoLiveServer(): Promise<GoLiveServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "go-live-journey-"));
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const [serverPort, tlsPort] = [await freePort(), await freePort()];
  const superintendent = { email: "owner@golive.test", password: "go-live-owner-passphrase" };
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    APP_URL: `https://localhost:${tlsPort}`,
    TRUST_PROXY: "1",
    DATA_DIR: path.join(dir, "data"),
    BACKUP_DIR: path.join(dir, "backups"),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Pharmacy <no-reply@golive.test>",
    AUTH_SECRET: randomBytes(36).toString("base64url"),
    BACKUP_KEY: randomBytes(36).toString("base64url"),
    SEED_ADMIN_EMAIL: superintendent.email,
    SEED_ADMIN_PASSWORD: superintendent.password,
  };
  // The journeys' compiled entry (support/server.ts builds it), started as `npm start` starts the product.
  const build = path.join(root, `.tmp/e2e-build-${process.env.E2E_PORT ?? 4310}/server/e2e-main.js`);
  const child: ChildProcess = spawn(
    process.execPath,
    ["--input-type=module", "-e", "await (await import(process.argv[1])).main();", pathToFileURL(build).href],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("Ready on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });

  // TLS in front, as Caddy or nginx would: one hop, the client's address appended.
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const proxy = createHttpsServer(
    { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) },
    (req, res) => {
      const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress?.replace(/^::ffff:/, "")]
        .filter(Boolean)
        .join(", ");
      const upstream = httpRequest(
        {
          host: "127.0.0.1",
          port: serverPort,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, "x-forwarded-for": forwarded, "x-forwarded-proto": "https" },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => proxy.listen(tlsPort, "127.0.0.1", resolve));

  return {
    baseURL: `https://localhost:${tlsPort}`,
    directURL: `http://127.0.0.1:${serverPort}`,
    superintendent,
    received: () => received,
    async stop() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      if (child.exitCode === null)
        await new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        });
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
