/**
 * The decisions that stand (decision 085): a prescribing decision is never edited, a correction
 * supersedes it, so every reading of "the prescriber's decision" leaves the superseded ones out.
 */
import { sql } from "drizzle-orm";
import { prescribingDecisions } from "../../db/schema";

/** A condition on `prescribing_decisions`: no later decision supersedes this one. */
export const notSuperseded = sql`NOT EXISTS (SELECT 1 FROM ${prescribingDecisions} later WHERE later.supersedes_decision_id = ${prescribingDecisions.decision_id})`;
