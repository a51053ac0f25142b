/**
 * The embedded database is one process's (PGlite): while the server has DATA_DIR open, no other
 * process may open it, or copy it from under it. The server leaves its process id in DATA_DIR
 * while it runs; `npm run backup` and `npm run restore` read it and leave the folder alone.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const SERVER_PID_FILE = ".server-pid";

/** Marks `dataDir` as the running server's; answers the function that unmarks it. */
export function markServerRunning(dataDir: string): () => void {
  const file = path.join(dataDir, SERVER_PID_FILE);
  writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** Whether a live process has `dataDir` open. A file left by a crash does not count. */
export function serverRunning(dataDir: string): boolean {
  const file = path.join(dataDir, SERVER_PID_FILE);
  if (!existsSync(file)) return false;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists and belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
