import type { ReactNode } from "react";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/client/components/ui/table";

type Header = string | { label: string; className: string };

/** A back-office table: its column headings, then the rows `children` draws. */
export function DataTable({ headers, children }: { headers: readonly Header[]; children: ReactNode }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {headers.map((h) =>
            typeof h === "string" ? (
              <TableHead key={h}>{h}</TableHead>
            ) : (
              <TableHead key={h.label} className={h.className}>
                {h.label}
              </TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
