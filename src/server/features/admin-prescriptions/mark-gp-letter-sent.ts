import { eq } from "drizzle-orm";
import type { GpLetterChannel } from "@/shared/domain/prescribing/consultation-vocabulary";
import type { StaffCtx } from "../../deps";
import { gpLetters } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { findGpLetter, letterStatus } from "./get-gp-letter";
import { formatUkDate } from "../../lib/time/uk-date";

/**
 * POST /api/admin/gp-letters/:id/sent (decision 077): a draft letter is marked as sent, with
 * the channel, when and by whom. A letter already sent, or not required, answers 409 and
 * stays as it is.
 */
export async function markGpLetterSent(
  { db, actor, employee, now }: StaffCtx,
  { gpLetterId: id, channel }: { gpLetterId: number; channel: GpLetterChannel },
) {
  // The letter keeps the name of who sent it: their staff record's, else their e-mail.
  const sentBy = employee.name?.trim() || actor.email;
  await findGpLetter(db, id);
  return db.transaction(async (tx) => {
    const [letter] = await tx.select().from(gpLetters).where(eq(gpLetters.gp_letter_id, id)).for("update");
    if (letter!.status === "sent") {
      const on = letter!.sent_at ? ` on ${formatUkDate(letter!.sent_at)}` : "";
      throw new AppError(
        "conflict",
        `This letter was already marked as sent${on}${letter!.sent_by_name ? ` by ${letter!.sent_by_name}` : ""}.`,
        { details: { letter: letterStatus(letter!) } },
      );
    }
    if (letter!.status === "not_required") {
      throw new AppError(
        "conflict",
        `No letter is needed for this consultation: ${letter!.not_required_reason ?? "the GP is not told"}`,
        { details: { letter: letterStatus(letter!) } },
      );
    }
    const [sent] = await tx
      .update(gpLetters)
      .set({ status: "sent", sent_channel: channel, sent_at: now, sent_by_name: sentBy, updated_at: now })
      .where(eq(gpLetters.gp_letter_id, id))
      .returning();
    await writeAudit(tx, actor, "gp_letter.update", { type: "gp_letter", id }, [
      "status",
      "sent_channel",
      "sent_at",
      "sent_by_name",
    ]);
    return letterStatus(sent!);
  });
}
