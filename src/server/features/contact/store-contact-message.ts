import type { SystemCtx } from "../../deps";
import { contactMessages } from "../../db/schema";
import { queueContactEmails } from "../../email/messages/contact";
import type { ContactMessage } from "@/shared/schemas/people/contact";

/**
 * POST /api/contact (decision 015): the message is stored first and both e-mails (acknowledgement and staff notice) are
 * queued in the same transaction, so a message is never lost and never mailed unrecorded.
 */
export async function storeContactMessage({ db }: SystemCtx, input: ContactMessage): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, phone: input.phone || null, message: input.message })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    await queueContactEmails(tx, {
      id,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      message: input.message,
    });
    return { id };
  });
}
