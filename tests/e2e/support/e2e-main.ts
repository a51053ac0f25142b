/**
 * The journeys' server entry, compiled the way `npm run build` compiles the product (./server.ts
 * builds it beside the product's own entry): the product's start, and the journeys' fixtures it
 * mounts under /e2e. Never part of the product's build.
 */
import { Hono } from "hono";
import type { AppDeps } from "../../../src/server/deps";
import { suppliedPatientRoutes } from "./supplied-patient";
import { treatedPatientRoutes } from "./treated-patient";

export { main } from "../../../src/server/main";
export { startServer } from "../../../src/server/serve";

/** Every fixture of the journeys, under one mount. */
export const e2eRoutes = (deps: AppDeps) =>
  new Hono().route("/", suppliedPatientRoutes(deps)).route("/", treatedPatientRoutes(deps));
