import { identityCheckProblems } from "@/shared/domain/prescribing/verification";
import type { identityCheckSchema } from "@/shared/schemas/evidence";
import type { z } from "@/shared/schemas/zod";
import type { Db } from "../../db/client";
import { identityChecks } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { toIdentityCheck } from "../../lib/prescribing/evidence.mapper";
import { requireVisiblePatient } from "../../lib/people/patients";
import type { EvidenceContext } from "./evidence.queries";

/**
 * POST /api/admin/patients/:id/identity-checks (decision 077; any employee): an append-only
 * record of a check. Only the last 4 characters of the document number are sent and kept. An
 * expired document, or a name or date of birth that does not match, cannot verify identity
 * (400 on that field, by the server's day).
 */
export async function recordIdentityCheck(
  db: Db,
  patientId: number,
  input: z.output<typeof identityCheckSchema>,
  ctx: EvidenceContext,
) {
  const problems = identityCheckProblems(input, ctx.now);
  const first = Object.values(problems)[0];
  if (first) throw new AppError("invalid_input", first, { fields: problems });
  return db.transaction(async (tx) => {
    await requireVisiblePatient(tx, patientId);
    const [row] = await tx
      .insert(identityChecks)
      .values({
        patient_id: patientId,
        method: input.method,
        document_type: input.documentType ?? null,
        document_last4: input.documentLast4 ?? null,
        document_expiry: input.expiryDate ?? null,
        name_matches: input.nameMatches,
        dob_matches: input.dobMatches,
        outcome: input.outcome,
        recorded_by_employee_id: ctx.employeeId,
        recorded_by_name: ctx.employeeName,
        created_at: ctx.now,
      })
      .returning();
    await writeAudit(tx, ctx.actor, "identity_check.create", { type: "patient", id: patientId }, ["identity_checks"]);
    return { identityCheck: toIdentityCheck(row!) };
  });
}
