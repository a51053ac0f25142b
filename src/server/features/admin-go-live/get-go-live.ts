/**
 * GET /api/admin/go-live: the superintendent's go-live checklist (decision 090): each item with
 * its state and where it is put right, whether and when the pharmacy went live, and the backups.
 */
import type { AppDeps } from "../../deps";
import { goLiveConfigOf, readGoLive } from "../../lib/site/go-live";

export async function getGoLive(deps: AppDeps) {
  const [state, backups] = await Promise.all([
    readGoLive(deps.database.db, goLiveConfigOf(deps)),
    deps.backups.overview(),
  ]);
  return {
    production: state.production,
    items: state.items,
    open: state.open,
    live: state.live,
    takingOrders: state.takingOrders,
    backups: {
      encrypted: Boolean(deps.env.BACKUP_KEY),
      /** The embedded database is backed up by the server on a schedule; PostgreSQL by `npm run backup`. */
      scheduled: deps.database.kind === "pglite",
      files: backups.files.map((f) => ({ name: f.name, at: f.at.toISOString(), bytes: f.bytes })),
      runs: backups.runs.map((r) => ({
        kind: r.kind,
        ok: r.ok,
        file: r.file,
        startedBy: r.started_by,
        at: new Date(r.created_at).toISOString(),
        error: typeof r.detail.error === "string" ? r.detail.error : null,
      })),
    },
  };
}

/** GET /api/admin/go-live/status: what every page of the back office shows (any employee). */
export async function getGoLiveStatus(deps: AppDeps) {
  const state = await readGoLive(deps.database.db, goLiveConfigOf(deps));
  return {
    open: state.open,
    live: state.live !== null,
    takingOrders: state.takingOrders,
    production: state.production,
  };
}
