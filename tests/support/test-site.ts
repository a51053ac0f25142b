/**
 * The site as `npm start` serves it (server/main.ts createSiteApp) on a test app, with the page
 * template the build starts from in a folder of its own: for the tests of server/site.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSiteApp } from "@/server/serve";
import { createTestApp, type TestApp } from "./test-app";

export interface TestSite {
  t: TestApp;
  /** The built client's folder: here only index.html. */
  clientDir: string;
  site: ReturnType<typeof createSiteApp>;
  close(): Promise<void>;
}

export async function createTestSite(): Promise<TestSite> {
  const t = await createTestApp();
  const clientDir = mkdtempSync(path.join(tmpdir(), "site-pages-"));
  copyFileSync(path.resolve(import.meta.dirname, "../../index.html"), path.join(clientDir, "index.html"));
  return {
    t,
    clientDir,
    site: createSiteApp(t.deps, clientDir),
    async close() {
      await t.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
