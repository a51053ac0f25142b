/**
 * Decision 092: the server takes the embedded database's daily backup once the backup_time
 * setting has passed (UK time) and not again that day, records it, and keeps only what the
 * retention settings say, touching no file that is not a backup.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupFileName } from "@/shared/domain/site/backups";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { backupRuns, pharmacySettings } from "../db/schema";
import { createClock } from "../lib/time/clock";
import { backUpIfDue } from "./backup-schedule";

let t: TestApp;
/** The one clock, set by the test to the moment it needs. */
let moment = new Date("2026-12-01T01:30:00Z");
const clock = { ...createClock(), now: () => moment };
beforeAll(async () => {
  t = await createTestApp({ clock, env: { BACKUP_KEY: "backup-key-for-tests-0123456789abcdef" } });
});
afterAll(() => t?.close());

describe("the daily backup", () => {
  it("is taken once the backup time has passed, once a day, and the retention rule prunes the folder", async () => {
    const dir = t.deps.env.BACKUP_DIR;
    mkdirSync(dir, { recursive: true });
    // Twenty days of older backups, and a file of the operator's own.
    const old = Array.from({ length: 20 }, (_, i) => backupFileName(new Date(Date.UTC(2026, 10, 1 + i, 2))));
    for (const name of old) writeFileSync(path.join(dir, name), "old");
    writeFileSync(path.join(dir, "notes.txt"), "mine");
    await t.db
      .update(pharmacySettings)
      .set({ setting_value: "3" })
      .where(eq(pharmacySettings.setting_key, "backup_keep_daily"));
    await t.db
      .update(pharmacySettings)
      .set({ setting_value: "1" })
      .where(eq(pharmacySettings.setting_key, "backup_keep_monthly"));

    // 01:30 in London in December: before 02:00, nothing.
    expect(await backUpIfDue(t.db, t.deps.backups, t.deps.now())).toBe(false);
    moment = new Date("2026-12-01T02:05:00Z");
    expect(await backUpIfDue(t.db, t.deps.backups, t.deps.now())).toBe(true);
    moment = new Date("2026-12-01T09:00:00Z");
    expect(await backUpIfDue(t.db, t.deps.backups, t.deps.now())).toBe(false);

    const [run] = await t.db.select().from(backupRuns).where(eq(backupRuns.kind, "backup"));
    expect(run).toMatchObject({
      ok: true,
      started_by: "schedule",
      detail: expect.objectContaining({ encrypted: true }),
    });
    const kept = readdirSync(dir).sort();
    // The three newest days (today's new backup, 20 and 19 November), November's newest is among them.
    expect(kept).toEqual(["notes.txt", old[18], old[19], run!.file].sort());
    expect(existsSync(path.join(dir, old[0]!))).toBe(false);
  });
});
