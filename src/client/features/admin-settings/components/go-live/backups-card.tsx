import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { GoLiveChecklist } from "../../api/go-live-api";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { ActionButton } from "./checklist-item";
import { ListOrNone } from "@/client/features/admin-shell/components/page-parts/list-or-none";

const KIND = { backup: "Backup", restore_test: "Restore test" } as const;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Decision 092: the backups in BACKUP_DIR and the last runs, with "Back up now" and "Test a restore". */
export function BackupsCard({ backups }: { backups: GoLiveChecklist["backups"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Backups</CardTitle>
        <CardDescription>
          {backups.scheduled
            ? "The server backs up the database every day at the backup_time setting, and keeps them as the backup_keep_daily and backup_keep_monthly settings say."
            : "PostgreSQL is backed up by `npm run backup` from cron (docs/deploy.md); its backups are listed here when they are written to this server's BACKUP_DIR."}{" "}
          {backups.encrypted ? "Backups are encrypted with BACKUP_KEY." : "Backups are NOT encrypted: set BACKUP_KEY."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-3">
          <ActionButton action="back-up-now" variant="default" />
          <ActionButton action="test-restore" />
        </div>
        <div>
          <h3 className="font-semibold">Last runs</h3>
          {backups.runs.length === 0 ? (
            <p className="text-sm text-zinc-600">None yet.</p>
          ) : (
            <ul className="divide-y divide-zinc-200 text-sm">
              {backups.runs.map((run, i) => (
                <li key={i} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between">
                  <span>
                    {KIND[run.kind as keyof typeof KIND] ?? run.kind}{" "}
                    <span className={run.ok ? "text-green-800" : "text-red-700"}>{run.ok ? "passed" : "failed"}</span>
                    {run.error ? `: ${run.error}` : ""}
                  </span>
                  <span className="text-zinc-600">
                    {formatDateTime(run.at)} · {run.startedBy}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="font-semibold">Files kept</h3>
          <ListOrNone items={backups.files} none="None in BACKUP_DIR." className="text-sm">
            {(f) => (
              <li key={f.name} className="break-all py-0.5">
                <span className="font-mono">{f.name}</span> · {megabytes(f.bytes)}
              </li>
            )}
          </ListOrNone>
        </div>
      </CardContent>
    </Card>
  );
}
