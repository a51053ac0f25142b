/**
 * POST /api/admin/go-live/booking-check (decision 090): opens the booking link once, as a
 * patient's browser would, and records whether it answered (a 2xx or 3xx within 10 s). The
 * address is the cal_booking_url setting, a superintendent's, never one from the request.
 */
import type { Ctx } from "../../deps";
import { goLiveEvents } from "../../db/schema";
import { writeAudit } from "../../lib/people/audit";
import { getSettings } from "../../lib/site/settings";
import { AppError } from "../../lib/http/app-error";
import { SETTING_DEFAULTS } from "@/shared/domain/site/settings";

const TIMEOUT_MS = 10_000;

async function answers(url: string): Promise<{ ok: boolean; status: number | null; error?: string }> {
  try {
    const res = await fetch(url, {
      method: "GET",
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { "user-agent": "pharmacy-go-live-check" },
    });
    await res.body?.cancel();
    return { ok: res.status >= 200 && res.status < 400, status: res.status };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    return {
      ok: false,
      status: null,
      error: e.name === "TimeoutError" ? "no answer within 10 s" : (e.cause?.code ?? e.message),
    };
  }
}

export async function checkBookingLink({ db, now, actor }: Ctx) {
  const url = (await getSettings(db)).cal_booking_url.trim();
  // The example page belongs to nobody here: nothing of ours is sent to it.
  if (url === SETTING_DEFAULTS.cal_booking_url)
    throw new AppError("conflict", "The booking link is still the example one: set the pharmacy's own first.");
  const result = await answers(url);
  await db.transaction(async (tx) => {
    await tx.insert(goLiveEvents).values({
      event: "booking_link_checked",
      ok: result.ok,
      detail: { url, status: result.status, ...(result.error ? { error: result.error } : {}) },
      actor_user_id: actor.userId,
      actor_email: actor.email,
      created_at: now,
    });
    await writeAudit(tx, actor, "go_live.booking_check", { type: "go_live", id: "booking_link" });
  });
  return { url, ...result };
}
