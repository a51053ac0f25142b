import { test } from "@playwright/test";

/**
 * The server of the running journey's project (playwright.config.ts): the serial journeys have
 * one of their own, so a context a helper opens must go where the journey's page goes.
 */
export function currentBaseURL(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("the project has no baseURL (playwright.config.ts)");
  return url;
}
