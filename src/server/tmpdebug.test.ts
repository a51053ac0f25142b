import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { it } from "vitest";
import { createTestApp } from "../../tests/support/test-app";
import { createSiteApp } from "./main";

it("debug", async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), "dbg-"));
  copyFileSync(path.resolve(import.meta.dirname, "../../index.html"), path.join(clientDir, "index.html"));
  console.log("creating");
  const other = await createTestApp();
  console.log("created");
  const outage = createSiteApp(other.deps, clientDir);
  await other.deps.database.close();
  console.log("closed");
  const t0 = Date.now();
  const p = outage.request("/prices").then((r) => console.log("status", r.status, Date.now() - t0));
  const timer = setInterval(() => console.log("waiting", Date.now() - t0), 3000);
  await Promise.race([p, new Promise((r) => setTimeout(r, 15000))]);
  clearInterval(timer);
  console.log("closing");
  await other.close().catch((e) => console.log("close err", e.message));
  console.log("closed all");
}, 60000);
