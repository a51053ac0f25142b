/** npm run restore FILE: checks a backup and restores it into an empty database (src/server/backup). */
import { BackupError, restore } from "../src/server/backup/backup";
import { ConfigError, loadDotEnv, loadEnv } from "../src/server/env";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore FILE");
  process.exit(1);
}
try {
  loadDotEnv();
  const env = loadEnv();
  const kind = await restore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, file);
  console.log(
    `Restored ${file} into the ${kind === "postgres" ? "PostgreSQL database at DATABASE_URL" : `embedded database in ${env.DATA_DIR}`}.`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
