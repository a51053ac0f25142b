import { format, parseISO } from "date-fns";
import { Badge } from "@/client/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/client/components/ui/table";
import { formatMg } from "@/shared/domain/dose-ladder";
import { weightSourceLabel } from "@/shared/domain/progress-series";
import { formatStonesPounds } from "@/shared/domain/weight-units";
import type { ChartPoint } from "./progress-chart";

/** Every figure of the chart in rows (issue 23): what a screen reader reads and what prints. */
export function ProgressTable({ points, caption }: { points: ChartPoint[]; caption: string }) {
  const withMarks = points.some((p) => p.marks !== undefined);
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Weight</TableHead>
          <TableHead>BMI</TableHead>
          <TableHead>Dose</TableHead>
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
            <TableCell className="whitespace-nowrap">{p.doseMg !== null ? `${formatMg(p.doseMg)} mg` : "—"}</TableCell>
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
    </Table>
  );
}
