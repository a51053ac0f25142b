import { format, parseISO } from "date-fns";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { type ChartSeries, ProgressChart } from "./progress-chart";
import { ProgressTable } from "./progress-table";

const longDate = (iso: string) => format(parseISO(iso), "d MMMM yyyy");

/** The change since the first weight, in words: "Lost 5 kg (5%) since 5 January 2026". */
export function lossSentence(series: ChartSeries): string | null {
  const first = series.points[0];
  if (!series.loss || !first) return null;
  const { kg, percent } = series.loss;
  const since = `since ${longDate(first.on)}`;
  if (kg === 0) return `No change ${since}`;
  return kg > 0 ? `Lost ${kg} kg (${percent}%) ${since}` : `Gained ${-kg} kg (${-percent}%) ${since}`;
}

function Legend({ marks }: { marks: boolean }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-700" aria-label="Key">
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block size-2.5 rounded-full bg-brand-700" /> Questionnaire or check-in
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block size-2.5 rounded-full border-2 border-brand-700" /> Self-reported
        between check-ins
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block size-2.5 rotate-45 bg-brand-900" /> Verified by the pharmacy
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-0.5 w-4 bg-sky-700" /> Dose supplied
      </li>
      {marks && (
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="font-bold text-red-700">
            ▲
          </span>{" "}
          Re-order flag
        </li>
      )}
    </ul>
  );
}

/**
 * The progress chart with its summary, key and table (issue 23), as the patient's account and
 * the prescriber's consultation show it. The table is always there for screen readers and for
 * printing; "Show as table" shows it on screen too.
 */
export function ProgressView({ series, who }: { series: ChartSeries; who: "you" | "patient" }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const loss = lossSentence(series);
  const latest = series.points.at(-1);
  const marks = series.points.some((p) => (p.marks ?? []).length > 0);
  const label = [
    `Weight over time, ${series.points.length} ${series.points.length === 1 ? "weight" : "weights"}`,
    latest ? `latest ${latest.kg} kg on ${longDate(latest.on)}` : null,
    loss,
  ]
    .filter(Boolean)
    .join(". ");
  return (
    <div className="grid min-w-0 gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-medium text-zinc-600">Latest weight</dt>
          <dd>{latest ? `${latest.kg} kg` : "—"}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-zinc-600">Since the start</dt>
          <dd>{loss ?? "One weight so far"}</dd>
        </div>
        {series.reference && (
          <div>
            <dt className="text-sm font-medium text-zinc-600">NICE reference at 6 months</dt>
            <dd>
              {`5% lost: ${series.reference.kg} kg`}
              {series.reference.reached
                ? ` (${who === "you" ? "you have" : "the patient has"} reached it)`
                : " (not reached yet)"}
            </dd>
          </div>
        )}
      </dl>
      <div className="min-w-0 [contain:inline-size] print:hidden">
        <ProgressChart series={series} label={label} />
      </div>
      <Legend marks={marks} />
      <div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? "Hide table" : "Show as table"}
        </Button>
      </div>
      <div id={tableId} className={cn(!showTable && "sr-only print:not-sr-only")}>
        <ProgressTable
          points={series.points}
          caption="Every weight on record, with its BMI and the dose supplied"
          onScreen={showTable}
        />
      </div>
    </div>
  );
}
