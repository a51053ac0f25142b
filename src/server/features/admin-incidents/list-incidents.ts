import { count, desc, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Ctx } from "../../deps";
import { incidents } from "../../db/schema";
import { writeAudit } from "../../lib/people/audit";
import { toIncident } from "./incident.mapper";

export const INCIDENTS_PAGE_SIZE = 20;

const FILTER: Record<"open" | "closed" | "all", SQL | undefined> = {
  open: isNull(incidents.closed_at),
  closed: isNotNull(incidents.closed_at),
  all: undefined,
};

/** GET /api/admin/incidents?status=&page=: the incidents and near misses, newest first, and how many are open. Audited. */
export async function listIncidents({ db, actor }: Ctx, query: { status: "open" | "closed" | "all"; page?: string }) {
  const page = Number(query.page ?? "1");
  const where = FILTER[query.status];
  const [rows, [total], [open]] = await Promise.all([
    db
      .select()
      .from(incidents)
      .where(where)
      .orderBy(desc(incidents.created_at), desc(incidents.incident_id))
      .limit(INCIDENTS_PAGE_SIZE)
      .offset((page - 1) * INCIDENTS_PAGE_SIZE),
    db.select({ n: count() }).from(incidents).where(where),
    db.select({ n: count() }).from(incidents).where(FILTER.open),
  ]);
  await writeAudit(db, actor, "incident.view", { type: "incident", id: query.status });
  return {
    status: query.status,
    incidents: rows.map(toIncident),
    page,
    pageSize: INCIDENTS_PAGE_SIZE,
    total: total?.n ?? 0,
    openCount: open?.n ?? 0,
  };
}
