import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/shared/domain/constants";
import { reviewStatusFromId } from "@/shared/domain/prescribing/review-status";
import type { PatientListQuery } from "@/shared/schemas/people/admin";
import type { SystemCtx } from "../../deps";
import { visible } from "./admin-patients.queries";
import { patients, patientStatus, patientType } from "../../db/schema";

/** Escapes LIKE wildcards so a search for '50%' or 'a_b' matches those characters. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive partial match on the full name ("first last", so either part matches too)
 * or the e-mail. Written exactly like the trigram index expressions so they are used.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim().replace(/\s+/g, " ");
  if (!term) return undefined;
  const escaped = escapeLike(term);
  return sql`(lower(coalesce(${patients.firstname}, '') || ' ' || coalesce(${patients.lastname}, '')) LIKE '%' || lower(${escaped}) || '%'
    OR lower(${patients.email}) LIKE '%' || lower(${escaped}) || '%')`;
}

export async function listPatients({ db }: Pick<SystemCtx, "db">, query: PatientListQuery) {
  const page = query.page ? Number(query.page) : 1;
  const limit = ADMIN_PAGE_SIZE;
  const where = and(
    visible,
    searchCondition(query.search),
    query.status ? eq(patients.patient_status_id, Number(query.status)) : undefined,
    query.type ? eq(patients.patient_type_id, Number(query.type)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        patient_id: patients.patient_id,
        firstname: patients.firstname,
        lastname: patients.lastname,
        email: patients.email,
        mobile: patients.mobile,
        patient_status_id: patients.patient_status_id,
        status_description: patientStatus.description,
        patient_type_id: patients.patient_type_id,
        type_description: patientType.description,
        created_at: patients.created_at,
      })
      .from(patients)
      .leftJoin(patientStatus, eq(patientStatus.patient_status_id, patients.patient_status_id))
      .leftJoin(patientType, eq(patientType.patient_type_id, patients.patient_type_id))
      .where(where)
      .orderBy(desc(patients.patient_id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(patients)
      .where(where),
  ]);
  const total = count?.total ?? 0;
  return {
    data: rows.map((r) => ({
      ...r,
      status: reviewStatusFromId(r.patient_status_id),
      created_at: r.created_at.toISOString(),
    })),
    meta: { total, page, limit, totalPages: Math.ceil(total / limit) },
  };
}
