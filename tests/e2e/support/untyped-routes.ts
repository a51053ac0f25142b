/**
 * Readers of the answers the journeys read outside the typed /api (./typed-api.ts): the
 * development routes (/dev/mailbox.json, /dev/clock.json), the journeys' fixtures under /e2e
 * (./fixture-bodies.ts) and better-auth's /api/auth/*, none of which AppType describes. Each
 * checks the body against its schema as it reads it, so an answer of another shape fails here,
 * naming the route, instead of as an undefined further on.
 */
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import type { z } from "zod";
import { twoFactorSetupSchema } from "../../support/auth-answers";
import { clockSchema, mailboxSchema } from "../../support/dev-answers";
import { answerAs } from "../../support/typed-api";
import { suppliedPatientAnswer, treatedPatientAnswer } from "./fixture-bodies";
import { webResponse } from "./typed-api";

export type { MailboxItem } from "../../support/dev-answers";

const requestOf = (client: Page | APIRequestContext) => ("request" in client ? client.request : client);

/** The JSON body of `res` as `schema` reads it, or an error naming the route, its status and what did not match. */
const bodyOf = async <S extends z.ZodType>(res: APIResponse, schema: S): Promise<z.output<S>> =>
  answerAs(await webResponse(res), `the answer of ${res.url()}`, schema);

/** GET /dev/mailbox.json: the latest 100 queued e-mails, newest first. */
export const readMailbox = async (client: Page | APIRequestContext) =>
  bodyOf(await requestOf(client).get("/dev/mailbox.json"), mailboxSchema);

/** GET /dev/clock.json: the server's clock and how many days it has been moved. */
export const readServerClock = async (client: Page | APIRequestContext) =>
  bodyOf(await requestOf(client).get("/dev/clock.json"), clockSchema);

/** The answer of POST /e2e/patients/supplied (./supplied-patient.ts). */
export const suppliedPatientOf = (res: APIResponse) => bodyOf(res, suppliedPatientAnswer);

/** The answer of POST /e2e/patients/treated (./treated-patient.ts). */
export const treatedPatientOf = (res: APIResponse) => bodyOf(res, treatedPatientAnswer);

/** The answer of better-auth's POST /api/auth/two-factor/enable: the authenticator's key as an otpauth:// URI, and the backup codes. */
export const twoFactorSetupOf = (res: APIResponse) => bodyOf(res, twoFactorSetupSchema);
