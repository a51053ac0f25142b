import { identityCheckProblems } from "@/shared/domain/prescribing/verification";
import type { identityCheckSchema } from "@/shared/schemas/prescribing/evidence";
import type { z } from "@/shared/schemas/zod";
import type { StaffCtx } from "../../deps";
import { identityChecks } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { toIdentityCheck } from "../../lib/prescribing/evidence.mapper";
import { requireVisiblePatient } from "../../lib/people/patients";
import { recordedByName } from "./evidence.queries";

/**
 * POST /api/admin/patients/:id/identity-checks (decision 077; any employee): an append-only
 * record of a check. Only the last 4 characters of the document number are sent and kept. An
 * expired document, or a name or date of birth that does not match, cannot verify identity
 * (400 on that field, by the server's day).
 */
export async function recordIdentityCheck(
  ctx: StaffCtx,
  { patientId, ...input }: z.output<typeof identityCheckSchema> & { patientId: number },
) {
  const problems = identityCheckProblems(input, ctx.now);
  const first = Object.values(problems)[0];
  if (first) throw new AppError("invalid_input", first, { fields: problems });
  return ctx.db.transaction(async (tx) => {
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
        recorded_by_employee_id: ctx.employee.employee_id,
        recorded_by_name: recordedByName(ctx),
        created_at: ctx.now,
      })
      .returning();
    await writeAudit(tx, ctx.actor, "identity_check.create", { type: "patient", id: patientId }, ["identity_checks"]);
    return { identityCheck: toIdentityCheck(row!) };
  });
}
