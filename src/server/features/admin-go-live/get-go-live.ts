/**
 * GET /api/admin/go-live: the superintendent's go-live checklist (decision 090): each item with
 * its state and where it is put right, whether and when the pharmacy went live, and the backups.
 */
import type { AppDeps, SystemCtx } from "../../deps";
import { type GoLiveConfig, goLiveConfigOf, readGoLive } from "../../lib/site/go-live";

/**
 * What the checklist reads of the server rather than of the request: its configuration
 * (production, mail server, backup key), its database's kind and its backups. The route passes
 * `c.var.deps`.
 */
type GoLiveServer = Pick<AppDeps, "env" | "mailConfigured" | "backups"> & {
  database: Pick<AppDeps["database"], "kind">;
};

export async function getGoLive({ db }: SystemCtx, deps: GoLiveServer) {
  const [state, backups] = await Promise.all([readGoLive(db, goLiveConfigOf(deps)), deps.backups.overview()]);
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

/**
 * GET /api/admin/go-live/status: what every page of the back office shows (any employee).
 * `config` is the server's (goLiveConfigOf(deps)).
 */
export async function getGoLiveStatus({ db }: SystemCtx, config: GoLiveConfig) {
  const state = await readGoLive(db, config);
  return {
    open: state.open,
    live: state.live !== null,
    takingOrders: state.takingOrders,
    production: state.production,
  };
}
