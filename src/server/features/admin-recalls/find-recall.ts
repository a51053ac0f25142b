import type { Ctx } from "../../deps";
import { writeAudit } from "../../lib/people/audit";
import { affectedBy } from "./recalls.queries";

/** GET /api/admin/recalls?batch=: the orders dispensed from the batch and the notices sent; an audited read. */
export async function findRecall({ db, actor }: Ctx, { batch }: { batch: string }) {
  const affected = await affectedBy(db, batch);
  await writeAudit(db, actor, "recall.view", { type: "recall", id: batch }, [`${affected.length} orders`]);
  return { batch, affected };
}
