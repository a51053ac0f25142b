/**
 * POST /api/admin/go-live/live (decision 090): the superintendent's "Go live", recorded with who
 * and when; only with every checklist item done, and once.
 */
import type { Db } from "../../db/client";
import { goLiveEvents } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { type Actor, writeAudit } from "../../lib/people/audit";
import { type GoLiveConfig, readGoLive } from "../../lib/site/go-live";

export async function goLive(db: Db, actor: Actor, config: GoLiveConfig, now: Date) {
  return db.transaction(async (tx) => {
    const state = await readGoLive(tx, config);
    if (state.live) throw new AppError("conflict", `The pharmacy went live on ${state.live.at.slice(0, 10)}.`);
    if (state.open > 0)
      throw new AppError(
        "conflict",
        `${state.open} checklist item${state.open === 1 ? " is" : "s are"} still open: put ${state.open === 1 ? "it" : "them"} right first.`,
      );
    await tx.insert(goLiveEvents).values({
      event: "went_live",
      ok: true,
      actor_user_id: actor.userId,
      actor_email: actor.email,
      created_at: now,
    });
    await writeAudit(tx, actor, "go_live.live", { type: "go_live", id: "live" });
    return { live: { at: now.toISOString(), by: actor.email } };
  });
}
