import {
  INCIDENT_CATEGORY_LABEL,
  type IncidentCategory,
  type IncidentKind,
} from "@/shared/domain/dispensing/incidents";
import type { incidents } from "../../db/schema";

export const toIncident = (r: typeof incidents.$inferSelect) => ({
  incidentId: r.incident_id,
  kind: r.kind as IncidentKind,
  category: r.category as IncidentCategory,
  categoryLabel: INCIDENT_CATEGORY_LABEL[r.category as IncidentCategory] ?? r.category,
  orderId: r.order_id,
  whatHappened: r.what_happened,
  learning: r.learning,
  reportedBy: r.reported_by_name,
  reportedAt: r.created_at.toISOString(),
  closedAt: r.closed_at?.toISOString() ?? null,
  closedBy: r.closed_by_name,
  closingNote: r.closing_note,
});
