/**
 * Starts the product: reads the configuration first, with nothing else loaded, so a bad one stops
 * the start at once with one readable line; then loads the server (./serve) and starts it.
 */
import path from "node:path";
import { ConfigError, loadDotEnv, loadEnv, type Env } from "./env";

/** Reads the configuration and starts; a bad configuration stops with one readable line. */
export async function main() {
  let env: Env;
  try {
    loadDotEnv();
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    const { startServer } = await import("./serve");
    await startServer(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) await main();
