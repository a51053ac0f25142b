/**
 * Readers of the answers the journeys read outside the typed /api (./typed-api.ts): the
 * development routes (/dev/mailbox.json, /dev/clock.json), the journeys' fixtures under /e2e
 * (./fixture-bodies.ts) and better-auth's /api/auth/*, none of which AppType describes. Each
 * checks the body against its schema as it reads it, so an answer of another shape fails here,
 * naming the route, instead of as an undefined further on.
 */
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { z } from "zod";
import { suppliedPatientAnswer, treatedPatientAnswer } from "./fixture-bodies";

const requestOf = (client: Page | APIRequestContext) => ("request" in client ? client.request : client);

/** The JSON body of `res` as `schema` reads it, or an error naming the route, its status and what did not match. */
async function bodyOf<S extends z.ZodType>(res: APIResponse, schema: S): Promise<z.output<S>> {
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${res.url()} (${res.status()}) did not answer JSON: ${text}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `${res.url()} (${res.status()}) answered another shape:\n${z.prettifyError(parsed.error)}\n${text}`,
    );
  return parsed.data;
}

/** One queued e-mail of the development mailbox (src/server/features/dev-mailbox/read-mailbox.ts). */
const mailboxItem = z.object({
  id: z.number().int(),
  type: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type MailboxItem = z.output<typeof mailboxItem>;

/** GET /dev/mailbox.json: the latest 100 queued e-mails, newest first. */
export const readMailbox = async (client: Page | APIRequestContext) =>
  bodyOf(await requestOf(client).get("/dev/mailbox.json"), z.array(mailboxItem));

/** GET /dev/clock.json: the server's clock and how many days it has been moved. */
export const readServerClock = async (client: Page | APIRequestContext) =>
  bodyOf(
    await requestOf(client).get("/dev/clock.json"),
    z.object({ now: z.iso.datetime(), offsetDays: z.number().int() }),
  );

/** The answer of POST /e2e/patients/supplied (./supplied-patient.ts). */
export const suppliedPatientOf = (res: APIResponse) => bodyOf(res, suppliedPatientAnswer);

/** The answer of POST /e2e/patients/treated (./treated-patient.ts). */
export const treatedPatientOf = (res: APIResponse) => bodyOf(res, treatedPatientAnswer);

/** The answer of better-auth's POST /api/auth/two-factor/enable: the authenticator's key as an otpauth:// URI, and the backup codes. */
export const twoFactorSetupOf = (res: APIResponse) =>
  bodyOf(
    res,
    z.object({
      method: z.literal("totp"),
      totpURI: z.string().startsWith("otpauth://"),
      backupCodes: z.array(z.string()),
    }),
  );
