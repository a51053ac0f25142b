/**
 * POST /api/admin/signing-key (decision 118): a prescriber sets their signing PIN, after their
 * password: a new Ed25519 key pair is made, its private half sealed under the PIN and the
 * server's secret, and any earlier key is retired (kept, to verify what it signed). Refused
 * while signing is locked after wrong PINs, so a new PIN is no way round the lock. Audited.
 */
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { isPrescriber } from "@/shared/domain/people/roles";
import { SIGNING_MESSAGES } from "@/shared/domain/prescribing/signing";
import type { SigningPinInput } from "@/shared/schemas/people/staff";
import type { Auth } from "../../auth/auth";
import { signingKeys } from "../../db/schema";
import type { StaffCtx } from "../../deps";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { currentSigningKey, requireSigningUnlocked, signingKeyRow } from "../../lib/prescribing/prescription-signing";
import { signingKeyOf } from "./get-signing-key";

const WRONG_PASSWORD = "Incorrect password";

export async function setSigningPin(
  ctx: StaffCtx,
  { pin, password, auth, headers }: SigningPinInput & { auth: Auth; headers: Headers },
) {
  const { db, now, employee, actor } = ctx;
  if (!isPrescriber(employee.role)) throw new AppError("forbidden", SIGNING_MESSAGES.prescribersOnly);
  await requireSigningUnlocked(ctx);
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 400 || error.statusCode === 401))
      throw new AppError("invalid_input", WRONG_PASSWORD, { fields: { password: WRONG_PASSWORD } });
    throw error;
  }
  const sealed = await ctx.signing.makeKey(pin);
  await db.transaction(async (tx) => {
    const current = await currentSigningKey(tx, employee.employee_id);
    if (current)
      await tx
        .update(signingKeys)
        .set({ retired_at: now })
        .where(eq(signingKeys.signing_key_id, current.signing_key_id));
    await tx.insert(signingKeys).values(signingKeyRow(employee.employee_id, sealed, now));
    await writeAudit(tx, actor, "signing_key.set", { type: "employee", id: employee.employee_id }, ["signing_key"]);
  });
  return signingKeyOf(ctx);
}
