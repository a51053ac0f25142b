/**
 * POST /api/admin/deletion-requests/unused-accounts/:userId/erase (decision 093): staff erase an
 * account the list shows (no treatment or order, unused for 2 years), as a completed request to
 * delete it would (decision 066), recorded as a request handled for that reason; the address is
 * told why.
 */
import { eq } from "drizzle-orm";
import { deletionRequests, user } from "../../db/schema";
import type { Ctx } from "../../deps";
import { AppError } from "../../lib/http/app-error";
import { eraseForRequest } from "./complete-deletion-request";
import { unusedAccounts } from "./list-unused-accounts";

const NOT_UNUSED = "This account is not one to erase: it was used within 2 years, has treatment records, or is staff.";

export async function eraseUnusedAccount({ db, now, appUrl, actor }: Ctx, { userId }: { userId: string }) {
  // An account id is better-auth's: letters, digits, '-' and '_'. Anything else names none.
  if (!/^[\w-]{1,100}$/.test(userId)) throw new AppError("not_found", "Account not found");
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    if (!account) throw new AppError("not_found", "Account not found");
    const [unused] = await unusedAccounts(tx, now, userId);
    if (!unused) throw new AppError("conflict", NOT_UNUSED);
    const [request] = await tx
      .insert(deletionRequests)
      .values({ user_id: userId, patient_id: unused.patient_id, email: unused.email, requested_at: now })
      .returning();
    return eraseForRequest(tx, request!, actor, { appUrl, now, reason: "unused" });
  });
}
