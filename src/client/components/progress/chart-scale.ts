/**
 * The geometry of the progress chart (issue 23): days and kilograms to pixels, and the round
 * figures of its axes. Pure, so that the chart is the same however often it is drawn.
 */
import { dayNumber } from "@/shared/domain/dates";

export interface Scale {
  (value: number): number;
  ticks: number[];
}

/** A linear scale from [min, max] onto [from, to], with about `count` round ticks. */
export function linearScale(min: number, max: number, from: number, to: number, count: number): Scale {
  const span = max - min || 1;
  const scale = ((v: number) => from + ((v - min) / span) * (to - from)) as Scale;
  const raw = span / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  scale.ticks = [];
  for (let v = Math.ceil(min / step) * step; v <= max + 1e-9; v += step) scale.ticks.push(Math.round(v * 100) / 100);
  return scale;
}

/** The weights' range with a margin, so no point sits on the chart's edge. */
export function weightDomain(values: readonly number[]): [number, number] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const margin = Math.max(1, (max - min) * 0.1);
  return [Math.floor(min - margin), Math.ceil(max + margin)];
}

/** The days shown: from the first to the last, at least a week apart so one weight is not on the edge. */
export function dayDomain(days: readonly string[]): [number, number] {
  const numbers = days.map(dayNumber);
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return last - first < 7 ? [first - 3.5, last + 3.5] : [first, last];
}

/** About one date label per `pixels` of width, at the chart's own day ticks. */
export function dateTicks(first: number, last: number, width: number, pixels = 90): number[] {
  const count = Math.max(1, Math.floor(width / pixels));
  const step = Math.max(1, Math.ceil((last - first) / count));
  const ticks: number[] = [];
  for (let d = Math.ceil(first); d <= last; d += step) ticks.push(d);
  return ticks;
}
