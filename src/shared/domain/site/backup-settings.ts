/**
 * Decision 092: when the server backs up the embedded database, and how many backups are kept;
 * part of the settings (./settings.ts), in a file of their own.
 */
export const BACKUP_DEFAULTS = {
  backup_time: "02:00",
  backup_keep_daily: "14",
  backup_keep_monthly: "12",
};

export const BACKUP_SETTING_DEFINITIONS = [
  {
    key: "backup_time",
    value: BACKUP_DEFAULTS.backup_time,
    type: "text",
    category: "Backups",
    description: "Time of day (UK time, HH:MM) of the daily backup the server takes of the embedded database",
  },
  {
    key: "backup_keep_daily",
    value: BACKUP_DEFAULTS.backup_keep_daily,
    type: "number",
    category: "Backups",
    description: "Daily backups kept: the newest of each of this many days",
  },
  {
    key: "backup_keep_monthly",
    value: BACKUP_DEFAULTS.backup_keep_monthly,
    type: "number",
    category: "Backups",
    description: "Monthly backups kept: the newest of each of this many months",
  },
] as const;
