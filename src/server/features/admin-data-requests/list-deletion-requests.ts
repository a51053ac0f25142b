/** GET /api/admin/deletion-requests: the open requests, oldest first (decision 066); the read is audited. */
import { asc, eq } from "drizzle-orm";
import type { Ctx } from "../../deps";
import { deletionRequests } from "../../db/schema";
import { writeAudit } from "../../lib/people/audit";

export async function listDeletionRequests({ db, actor }: Ctx) {
  const rows = await db
    .select({
      requestId: deletionRequests.request_id,
      patientId: deletionRequests.patient_id,
      email: deletionRequests.email,
      requestedAt: deletionRequests.requested_at,
    })
    .from(deletionRequests)
    .where(eq(deletionRequests.status, "open"))
    .orderBy(asc(deletionRequests.requested_at))
    .limit(200);
  await writeAudit(db, actor, "deletion_request.list", { type: "deletion_request", id: "open" });
  return rows;
}
