/**
 * Incidents and near misses (issue 20, decision 098): any employee records what happened, the
 * order if any, the category and the learning; the superintendent closes it. A dispensing
 * corrected after its accuracy check is an incident (decision 095).
 */
export const INCIDENT_KINDS = ["near_miss", "incident"] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

export const INCIDENT_KIND_LABEL: Record<IncidentKind, string> = {
  near_miss: "Near miss (caught before it reached the patient)",
  incident: "Incident (it reached the patient)",
};

export const INCIDENT_CATEGORIES = [
  "wrong_medicine",
  "wrong_strength",
  "wrong_patient",
  "wrong_quantity",
  "labelling",
  "expired_or_damaged",
  "cold_chain",
  "delivery_or_collection",
  "record_keeping",
  "other",
] as const;
export type IncidentCategory = (typeof INCIDENT_CATEGORIES)[number];

export const INCIDENT_CATEGORY_LABEL: Record<IncidentCategory, string> = {
  wrong_medicine: "Wrong medicine",
  wrong_strength: "Wrong strength",
  wrong_patient: "Wrong patient",
  wrong_quantity: "Wrong quantity",
  labelling: "Labelling",
  expired_or_damaged: "Expired or damaged stock",
  cold_chain: "Cold chain",
  delivery_or_collection: "Delivery or collection",
  record_keeping: "Record keeping",
  other: "Other",
};

export const INCIDENT_MESSAGES = {
  notFound: "Incident not found",
  alreadyClosed: "This incident is already closed.",
  orderNotFound: "There is no order with this number",
} as const;
