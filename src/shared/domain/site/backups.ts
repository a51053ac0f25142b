/**
 * Decision 092: when the server backs up, what a backup file is called, and which backups are
 * kept. The time of day and the numbers kept are settings (backup_time, backup_keep_daily,
 * backup_keep_monthly).
 */

const UK_MINUTE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-26 02:00": a moment as a UK wall clock reads it, comparable as text. */
export function ukMinute(at: Date): string {
  const part = Object.fromEntries(UK_MINUTE.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * The daily backup is due once the UK clock has passed today's backup time and the newest
 * backup was taken before it. A server that was down at that time backs up when it is back.
 */
export function backupDue(opts: { now: Date; time: string; lastBackupAt: Date | null }): boolean {
  const now = ukMinute(opts.now);
  const slot = `${now.slice(0, 10)} ${opts.time}`;
  if (now < slot) return false;
  return !opts.lastBackupAt || ukMinute(opts.lastBackupAt) < slot;
}

const FILE_NAME = /^pharmacy-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.backup$/;

/** The name of a backup taken at `at`: sorts by time, and names nothing about the data. */
export function backupFileName(at: Date): string {
  return `pharmacy-${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z.backup`;
}

/** The time of a backup from its name, or null for any other file (never touched by the retention rule). */
export function backupTimeOf(name: string): Date | null {
  const m = FILE_NAME.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The backups to keep: the newest of each of the `daily` most recent days that have one, and
 * the newest of each of the `monthly` most recent months that have one (UTC days and months).
 * The newest backup is always kept. Counting days that have a backup, not calendar days, means
 * a server that stopped backing up never deletes its last good backups.
 */
export function backupsToKeep(names: readonly string[], keep: { daily: number; monthly: number }): Set<string> {
  const dated = names
    .map((name) => ({ name, at: backupTimeOf(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<string>();
  const newestOf = (key: (iso: string) => string, count: number) => {
    const seen = new Set<string>();
    for (const b of dated) {
      const period = key(b.at.toISOString());
      if (seen.has(period)) continue;
      if (seen.size >= count) break;
      seen.add(period);
      kept.add(b.name);
    }
  };
  newestOf((iso) => iso.slice(0, 10), keep.daily);
  newestOf((iso) => iso.slice(0, 7), keep.monthly);
  if (dated[0]) kept.add(dated[0].name);
  return kept;
}
