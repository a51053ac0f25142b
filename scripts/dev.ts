/**
 * `npm run dev`: the API server with reload (tsx watch, port 3001) and Vite's dev server with
 * hot reload (port 5173), which proxies /api to it. Open http://localhost:5173.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: "3001", APP_URL: process.env.APP_URL ?? "http://localhost:5173" },
  }),
  spawn(bin("vite"), [], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
