/** The product as `npm start` serves it, with the built client taken from BENCH_CLIENT_DIR. */
import { loadEnv } from "../../src/server/env";
import { startServer } from "../../src/server/main";

const clientDir = process.env.BENCH_CLIENT_DIR;
if (!clientDir) throw new Error("BENCH_CLIENT_DIR is required");
await startServer(loadEnv(), { clientDir });
