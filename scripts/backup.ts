/** npm run backup [FILE]: writes a checked, compressed backup of the database (src/server/backup). */
import { backup, BackupError } from "../src/server/backup/backup";
import { ConfigError, loadDotEnv, loadEnv } from "../src/server/env";

try {
  loadDotEnv();
  const env = loadEnv();
  const file = process.argv[2] ?? `backup-${new Date().toISOString().replace(/[:.]/g, "-")}.pharmacy-backup`;
  const { kind, bytes } = await backup({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, file);
  console.log(
    `Backup of the ${kind === "postgres" ? "PostgreSQL" : "embedded"} database written to ${file} (${bytes} bytes).`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
