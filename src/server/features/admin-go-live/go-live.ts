/**
 * POST /api/admin/go-live/live (decision 090): the superintendent's "Go live", recorded with who
 * and when; only with every checklist item done, and once. `config` is the server's
 * (goLiveConfigOf(deps)): whether it runs in production and has a mail server.
 */
import type { Ctx } from "../../deps";
import { goLiveEvents } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { type GoLiveConfig, readGoLive } from "../../lib/site/go-live";

export async function goLive({ db, now, actor }: Ctx, config: GoLiveConfig) {
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
