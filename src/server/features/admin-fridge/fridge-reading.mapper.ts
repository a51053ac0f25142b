import type { fridgeReadings } from "../../db/schema";

export const toFridgeReading = (r: typeof fridgeReadings.$inferSelect) => ({
  readingId: r.reading_id,
  currentC: r.current_c,
  minC: r.min_c,
  maxC: r.max_c,
  outOfRange: r.out_of_range,
  actionTaken: r.action_taken,
  recordedBy: r.recorded_by_name,
  recordedAt: r.recorded_at.toISOString(),
});
