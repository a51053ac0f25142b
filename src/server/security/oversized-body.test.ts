/**
 * An oversized body is answered 413, and the keep-alive connection it came on still serves the
 * next request: a client (or a proxy pooling connections) must not see its next request fail.
 * Tested over a real socket, since app.request() has no connection.
 */
import { serve, type ServerType } from "@hono/node-server";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  const app = createApp(t.deps);
  server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

/** Sends raw HTTP/1.1 requests one after another on one socket; resolves with each response's status line. */
function onOneConnection(requests: string[], bodies: Array<string | Buffer>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const statuses: string[] = [];
    let buffer = "";
    let index = 0;
    const sendNext = () => {
      socket.write(requests[index]!);
      socket.write(bodies[index]!);
    };
    socket.on("connect", sendNext);
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      // A complete response: headers and a body of the announced length.
      for (;;) {
        const end = buffer.indexOf("\r\n\r\n");
        if (end < 0) return;
        const head = buffer.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < end + 4 + length) return;
        statuses.push(head.split("\r\n")[0]!);
        buffer = buffer.slice(end + 4 + length);
        index++;
        if (index === requests.length) {
          socket.end();
          resolve(statuses);
          return;
        }
        sendNext();
      }
    });
    socket.on("error", (error) =>
      reject(new Error(`after ${statuses.length} responses (${statuses.join(", ")}): ${error.message}`)),
    );
    socket.on("close", () => {
      if (statuses.length < requests.length)
        reject(new Error(`connection closed after ${statuses.length} responses: ${statuses.join(", ")}`));
    });
  });
}

const post = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:3000\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: keep-alive\r\n\r\n`;
const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;

describe("an oversized body", () => {
  it("is answered 413 and the next request on the same keep-alive connection works", async () => {
    const big = Buffer.alloc(300 * 1024, "a");
    const statuses = await onOneConnection([post("/api/contact", big.length), get("/api/health")], [big, ""]);
    expect(statuses).toEqual(["HTTP/1.1 413 Payload Too Large", "HTTP/1.1 200 OK"]);
  });

  it("sent in chunks without a length is answered 413 too, and the connection still works", async () => {
    const chunk = Buffer.alloc(64 * 1024, "b");
    const chunked = Buffer.concat([
      ...Array.from({ length: 4 }, () =>
        Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]),
      ),
      Buffer.from("0\r\n\r\n"),
    ]);
    const head = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:3000\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n`;
    const statuses = await onOneConnection([head, get("/api/health")], [chunked, ""]);
    expect(statuses).toEqual(["HTTP/1.1 413 Payload Too Large", "HTTP/1.1 200 OK"]);
  });

  it("too large to read is answered 413 with Connection: close, so the client knows to reconnect", async () => {
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let data = "";
      socket.on("connect", () => socket.write(post("/api/contact", 50 * 1024 * 1024)));
      socket.on("data", (chunk) => (data += chunk.toString("latin1")));
      socket.on("close", () => resolve(data));
      socket.on("error", reject);
    });
    expect(head.split("\r\n")[0]).toBe("HTTP/1.1 413 Payload Too Large");
    expect(head).toMatch(/\r\nConnection: close\r\n/i);
  });
});
