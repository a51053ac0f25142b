import { format, parseISO } from "date-fns";
import { Badge } from "@/client/components/ui/badge";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/client/components/ui/table";
import { formatMg } from "@/shared/domain/treatment/dose-ladder";
import { weightSourceLabel } from "@/shared/domain/treatment/progress-series";
import { formatStonesPounds } from "@/shared/domain/clinical/weight-units";
import type { ChartPoint } from "./progress-chart";

/**
 * Every figure of the chart in rows (issue 23): what a screen reader reads and what prints. On
 * screen it scrolls sideways in its own box, which the keyboard can reach, and never widens the
 * page (its width is contained: a phone's 360 px are narrower than its columns).
 */
export function ProgressTable({
  points,
  caption,
  onScreen,
}: {
  points: ChartPoint[];
  caption: string;
  onScreen: boolean;
}) {
  const withMarks = points.some((p) => p.marks !== undefined);
  return (
    <div
      className={onScreen ? "overflow-x-auto [contain:inline-size]" : undefined}
      tabIndex={onScreen ? 0 : undefined}
      role={onScreen ? "region" : undefined}
      aria-label={onScreen ? caption : undefined}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Weight</TableHead>
            <TableHead>BMI</TableHead>
            <TableHead>On dose</TableHead>
            <TableHead>Source</TableHead>
            {withMarks && <TableHead>Flags</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {points.map((p, i) => (
            <TableRow key={`${p.on}-${p.source}-${i}`}>
              <TableCell className="whitespace-nowrap">{format(parseISO(p.on), "dd MMM yyyy")}</TableCell>
              <TableCell>
                <span className="whitespace-nowrap">{p.kg} kg</span>{" "}
                <span className="whitespace-nowrap text-zinc-600">({formatStonesPounds(p.kg)})</span>
              </TableCell>
              <TableCell>{p.bmi !== null ? p.bmi.toFixed(1) : "—"}</TableCell>
              <TableCell className="whitespace-nowrap">
                {p.doseMg !== null ? `${formatMg(p.doseMg)} mg` : "—"}
              </TableCell>
              <TableCell>
                <span className="flex flex-wrap items-center gap-1">
                  {weightSourceLabel(p.source)}
                  {p.verified && <Badge variant="success">Verified</Badge>}
                </span>
              </TableCell>
              {withMarks && <TableCell>{(p.marks ?? []).map((m) => m.label).join(", ") || "—"}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
}
