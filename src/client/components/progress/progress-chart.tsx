import { format, parseISO } from "date-fns";
import { type RefObject, useEffect, useRef, useState } from "react";
import { formatMg } from "@/shared/domain/treatment/dose-ladder";
import type { ProgressSeries } from "@/shared/domain/treatment/progress-series";
import { dayNumber, isoOfDay } from "@/shared/domain/dates";
import { dateTicks, dayDomain, linearScale, weightDomain } from "./chart-scale";

/** A point of the chart: the patient's carries no flags, the prescriber's may. */
export type ChartPoint = Omit<ProgressSeries["points"][number], "marks"> & {
  marks?: ProgressSeries["points"][number]["marks"];
};
export type ChartSeries = Omit<ProgressSeries, "points"> & { points: ChartPoint[] };

const MARGIN = { left: 44, right: 16, top: 14 };
const WEIGHT_HEIGHT = 190;
const DOSE_TOP = WEIGHT_HEIGHT + MARGIN.top + 22;
const DOSE_HEIGHT = 44;
const HEIGHT = DOSE_TOP + DOSE_HEIGHT + 30;

/** The width the chart is given, followed as the window changes; drawn at that size so its text stays legible. */
function useWidth(ref: RefObject<HTMLElement | null>, fallback: number) {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const shortDate = (iso: string) => format(parseISO(iso), "d MMM yy");

/** The marker of a weight: a diamond when staff measured it, an open circle when added between check-ins. */
function Marker({ x, y, point }: { x: number; y: number; point: ChartPoint }) {
  if (point.verified)
    return (
      <rect x={x - 5} y={y - 5} width={10} height={10} transform={`rotate(45 ${x} ${y})`} className="fill-brand-900" />
    );
  if (point.source === "self_reported")
    return <circle cx={x} cy={y} r={4.5} className="fill-white stroke-brand-700" strokeWidth={2} />;
  return <circle cx={x} cy={y} r={4.5} className="fill-brand-700" />;
}

/**
 * The weight over time above the dose supplied as steps (issue 23), drawn as SVG by our own
 * code (decision 105). An image to assistive technology, summed up in `label`; the table
 * beside it carries every figure.
 */
export function ProgressChart({ series, label }: { series: ChartSeries; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref, 640);
  const { points, doses, reference } = series;
  const right = width - MARGIN.right;
  const [firstDay, lastDay] = dayDomain([
    ...points.map((p) => p.on),
    ...(reference ? [reference.on] : []),
    ...doses.map((d) => d.from),
  ]);
  const x = linearScale(firstDay, lastDay, MARGIN.left, right, 1);
  const [low, high] = weightDomain([...points.map((p) => p.kg), ...(reference ? [reference.kg] : [])]);
  const y = linearScale(low, high, MARGIN.top + WEIGHT_HEIGHT, MARGIN.top, 6);
  const maxMg = Math.max(...doses.map((d) => d.mg), 1);
  const doseY = (mg: number) => DOSE_TOP + DOSE_HEIGHT - (mg / maxMg) * (DOSE_HEIGHT - 12);
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(dayNumber(p.on)).toFixed(1)},${y(p.kg).toFixed(1)}`);
  const steps = doses.map((d, i) => {
    const from = x(dayNumber(d.from));
    const to = i + 1 < doses.length ? x(dayNumber(doses[i + 1]!.from)) : right;
    return { ...d, from, to };
  });
  return (
    // The drawing never widens its box: it is redrawn at the box's width when the window changes.
    <div ref={ref} className="w-full min-w-0 overflow-hidden">
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full"
      >
        {y.ticks.map((kg) => (
          <g key={kg}>
            <line x1={MARGIN.left} x2={right} y1={y(kg)} y2={y(kg)} className="stroke-zinc-200" />
            <text x={MARGIN.left - 6} y={y(kg) + 4} textAnchor="end" className="fill-zinc-600 text-[11px]">
              {kg}
            </text>
          </g>
        ))}
        <text x={4} y={MARGIN.top - 2} className="fill-zinc-600 text-[11px]">
          kg
        </text>
        {reference && (
          <g>
            <line
              x1={MARGIN.left}
              x2={right}
              y1={y(reference.kg)}
              y2={y(reference.kg)}
              strokeDasharray="6 4"
              className="stroke-amber-700"
            />
            <line
              x1={x(dayNumber(reference.on))}
              x2={x(dayNumber(reference.on))}
              y1={MARGIN.top}
              y2={MARGIN.top + WEIGHT_HEIGHT}
              strokeDasharray="2 4"
              className="stroke-amber-700"
            />
            <text x={right} y={y(reference.kg) - 5} textAnchor="end" className="fill-amber-800 text-[11px]">
              5% lost at 6 months (NICE)
            </text>
          </g>
        )}
        <path d={line.join(" ")} fill="none" strokeWidth={2} className="stroke-brand-600" />
        {points.map((p, i) => {
          const px = x(dayNumber(p.on));
          const py = y(p.kg);
          return (
            <g key={`${p.on}-${p.source}-${i}`}>
              <Marker x={px} y={py} point={p} />
              {(p.marks ?? []).map((m, j) => (
                <g key={m.code} transform={`translate(${px} ${py - 12 - j * 13})`} className="fill-red-700">
                  <title>{m.label}</title>
                  <path d="M0,-6 L6,5 L-6,5 Z" />
                  <text y={4} textAnchor="middle" className="fill-white text-[8px] font-bold">
                    !
                  </text>
                </g>
              ))}
            </g>
          );
        })}
        <text x={4} y={DOSE_TOP + 10} className="fill-zinc-600 text-[11px]">
          Dose
        </text>
        <line
          x1={MARGIN.left}
          x2={right}
          y1={DOSE_TOP + DOSE_HEIGHT}
          y2={DOSE_TOP + DOSE_HEIGHT}
          className="stroke-zinc-300"
        />
        {steps.map((s, i) => (
          <g key={`${s.from}-${s.mg}`}>
            {i > 0 && (
              <line
                x1={s.from}
                x2={s.from}
                y1={doseY(steps[i - 1]!.mg)}
                y2={doseY(s.mg)}
                strokeWidth={2}
                className="stroke-sky-700"
              />
            )}
            <line x1={s.from} x2={s.to} y1={doseY(s.mg)} y2={doseY(s.mg)} strokeWidth={2} className="stroke-sky-700" />
            <text x={s.from + 3} y={doseY(s.mg) - 4} className="fill-sky-900 text-[11px]">
              {formatMg(s.mg)} mg
            </text>
          </g>
        ))}
        {dateTicks(firstDay, lastDay, right - MARGIN.left).map((d) => (
          // A label at either edge is anchored inside the chart, not cut off by it.
          <text
            key={d}
            x={x(d)}
            y={HEIGHT - 8}
            textAnchor={x(d) > right - 30 ? "end" : x(d) < MARGIN.left + 30 ? "start" : "middle"}
            className="fill-zinc-600 text-[11px]"
          >
            {shortDate(isoOfDay(d))}
          </text>
        ))}
      </svg>
    </div>
  );
}
