/**
 * The journeys' server entry, compiled the way `npm run build` compiles the product (./server.ts
 * builds it beside the product's own entry): the product's start, and the journeys' fixtures it
 * mounts under /e2e. Never part of the product's build.
 */
export { startServer } from "../../../src/server/main";
export { approveOrderRoutes } from "./approve-order";
