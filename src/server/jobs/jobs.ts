/**
 * The server's scheduled jobs, in one list: each runs on every tick of the runner (every 15
 * minutes), reads the time from `now` (deps.now()) and must be safe to run again. Add a job here.
 */
import type { Db } from "../db/client";
import { eraseEvidenceImages } from "./erase-evidence-images";

export interface Job {
  name: string;
  run: (ctx: { db: Db; now: Date }) => Promise<unknown>;
}

export const JOBS: Job[] = [{ name: "erase-evidence-images", run: ({ db, now }) => eraseEvidenceImages(db, now) }];
