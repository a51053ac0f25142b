/**
 * UK GDPR right to erasure: the signed-in patient asks for their account to be deleted. The
 * request is recorded (once while open) and audited; staff see it in the back office and
 * handle it under decision 066: records the law requires the pharmacy to keep are restricted
 * and kept for their retention period, everything else is erased.
 */
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../../deps";
import { auditLog, deletionRequests, patients } from "../../db/schema";

export async function requestAccountDeletion({ db, now, actor }: Ctx) {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(deletionRequests)
      .where(and(eq(deletionRequests.user_id, actor.userId), eq(deletionRequests.status, "open")))
      .limit(1);
    if (open) return { requestedAt: open.requested_at, alreadyRequested: true };
    const [patient] = await tx
      .select({ id: patients.patient_id })
      .from(patients)
      .where(eq(patients.user_id, actor.userId));
    const [created] = await tx
      .insert(deletionRequests)
      .values({ user_id: actor.userId, patient_id: patient?.id ?? null, email: actor.email, requested_at: now })
      .returning();
    await tx.insert(auditLog).values({
      actor_user_id: actor.userId,
      actor_email: actor.email,
      action: "account.deletion_request",
      target_type: "deletion_request",
      target_id: String(created!.request_id),
    });
    return { requestedAt: created!.requested_at, alreadyRequested: false };
  });
}
