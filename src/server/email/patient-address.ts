/**
 * Where an e-mail about a patient may go: only to the address of their account, and only once
 * its owner has confirmed it (decision 027). The e-mail typed into the patient form is never a
 * recipient, so no one can aim the pharmacy's mail at a stranger.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { patients, user } from "../db/schema";

export async function confirmedAddressOfPatient(db: DbOrTx, patientId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: user.email, verified: user.emailVerified })
    .from(patients)
    .innerJoin(user, eq(user.id, patients.user_id))
    .where(eq(patients.patient_id, patientId))
    .limit(1);
  return row?.verified ? row.email : null;
}
