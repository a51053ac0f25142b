/** The open deletion requests, oldest first, for the back office (decision 066); the read is audited. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog, deletionRequests } from "../../db/schema";

export async function listDeletionRequests(db: Db, actor: { userId: string; email: string }) {
  const rows = await db
    .select({ requestId: deletionRequests.request_id, patientId: deletionRequests.patient_id, email: deletionRequests.email, requestedAt: deletionRequests.requested_at })
    .from(deletionRequests)
    .where(eq(deletionRequests.status, "open"))
    .orderBy(asc(deletionRequests.requested_at))
    .limit(200);
  await db.insert(auditLog).values({ actor_user_id: actor.userId, actor_email: actor.email, action: "deletion_request.list", target_type: "deletion_request", target_id: "open" });
  return rows;
}
