/**
 * The answers of the development pages (/dev/mailbox.json, /dev/clock.json), mounted beside the
 * API and so not in AppType: each is read here, once, against the shape its route sends
 * (src/server/features/dev-mailbox, dev-clock), failing with the answer itself otherwise.
 */
import { z } from "zod";
import { type Answered, answerAs } from "./typed-api";

/** One queued e-mail of the development mailbox's list (read-mailbox.ts, listMail). */
const mailSchema = z.looseObject({
  id: z.number().int(),
  type: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type MailboxItem = z.infer<typeof mailSchema>;
/** What GET /dev/mailbox.json answers: the latest 100 queued e-mails, newest first. */
export const mailboxSchema = z.array(mailSchema);

/** GET /dev/mailbox.json: the latest queued e-mails, newest first. */
export async function mailboxList(res: Answered): Promise<MailboxItem[]> {
  return answerAs(res, "the development mailbox's list", mailboxSchema);
}

/** What GET /dev/clock.json answers: the server's time and how many days it is shifted by. */
export const clockSchema = z.looseObject({ now: z.iso.datetime(), offsetDays: z.number().int() });

/** GET /dev/clock.json: the server's clock. */
export async function devClock(res: Answered): Promise<z.infer<typeof clockSchema>> {
  return answerAs(res, "the development clock ({ now, offsetDays })", clockSchema);
}
