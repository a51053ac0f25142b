/** What the evidence operations share (decision 077). */
import type { StaffCtx } from "../../deps";

export const FILE_NOT_FOUND = "File not found";

/** The name a piece of evidence keeps of who recorded it: their staff record's, else their e-mail. */
export const recordedByName = (ctx: StaffCtx) => ctx.employee.name?.trim() || ctx.actor.email;
