import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Badge } from "@/client/components/ui/badge";
import { Card } from "@/client/components/ui/card";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { TableCell, TableRow } from "@/client/components/ui/table";
import { CONSULTATION_STATUS_LABEL, CONSULTATION_STATUSES } from "@/shared/domain/prescribing/consultation-vocabulary";
import { CONSULTATION_FILTERS, type ConsultationFilter } from "@/shared/schemas/prescribing/consultations";
import { type ConsultationRow, useConsultationList } from "../api/consultations-api";
import { Pager } from "@/client/features/admin-shell/components/page-parts/pager";
import { formatWaiting } from "@/client/features/admin-shell/lib/format";
import { ListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";
import { DataTable } from "@/client/features/admin-shell/components/page-parts/data-table";

const isFilter = (value: string | null): value is ConsultationFilter =>
  (CONSULTATION_FILTERS as readonly string[]).includes(value ?? "");

/** The filter and the page live in the query string (decision 013), so a link or the back button keeps them. */
function useQueueQuery() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status = isFilter(raw) ? raw : undefined;
  const n = Number(params.get("page"));
  const page = Number.isInteger(n) && n > 1 ? n : 1;
  const update = (change: (next: URLSearchParams) => void, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace },
    );
  const setStatus = (value: string) =>
    update((next) => {
      if (value) next.set("status", value);
      else next.delete("status");
      next.delete("page");
    });
  const setPage = (to: number, replace = false) =>
    update((next) => {
      if (to > 1) next.set("page", String(to));
      else next.delete("page");
    }, replace);
  return { status, page, setStatus, setPage };
}

/** /admin/consultations (decision 077): every order's review, oldest first, with the facts to look at. */
export default function ConsultationsPage() {
  const { status, page, setStatus, setPage } = useQueueQuery();
  const list = useConsultationList(status, page);
  const rows = list.data?.consultations ?? [];
  const total = list.data?.total ?? 0;
  const pageSize = list.data?.pageSize ?? 20;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (an old link, or the last one decided meanwhile) shows the last page.
  const pastTheEnd = list.data !== undefined && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setPage is rebuilt on every render
  }, [pastTheEnd, lastPage]);

  return (
    <Page title="Consultations" className="max-w-7xl py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Consultations</h1>
      <p className="mt-1 text-zinc-600">Every order waits here for a prescriber's decision, oldest first.</p>

      <Card className="mt-6">
        <form className="grid gap-1.5 border-b border-zinc-200 p-4 sm:max-w-sm" onSubmit={(e) => e.preventDefault()}>
          <Label htmlFor="consultation-status">Status</Label>
          <NativeSelect id="consultation-status" value={status ?? ""} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Open (awaiting review or information requested)</option>
            {CONSULTATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CONSULTATION_STATUS_LABEL[s]}
              </option>
            ))}
            <option value="all">All</option>
          </NativeSelect>
        </form>

        <ListStatus
          query={list}
          waiting={pastTheEnd}
          loading="Loading consultations..."
          failure="Failed to load consultations"
          empty={
            rows.length > 0
              ? null
              : status
                ? "No consultations with this status."
                : "No consultations are waiting for review."
          }
        >
          {() => (
            <div className={list.isPlaceholderData ? "opacity-60" : undefined}>
              <QueueCards rows={rows} />
              <QueueTable rows={rows} />
            </div>
          )}
        </ListStatus>
        {!pastTheEnd && (
          <Pager page={page} pageSize={pageSize} total={total} noun="consultations" onPage={(n) => setPage(n)} />
        )}
      </Card>
    </Page>
  );
}

function Flags({ flags }: { flags: ConsultationRow["flags"] }) {
  if (flags.length === 0) return <span className="text-sm text-zinc-600">None</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Flags">
      {flags.map((f) => (
        <li key={f.code}>
          <Badge
            variant={f.code === "overdue" || f.code === "exclusion" ? "destructive" : "warning"}
            className="font-medium"
          >
            {f.label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function Waiting({ row }: { row: ConsultationRow }) {
  return (
    <span className={row.overdue ? "font-semibold text-red-800" : undefined}>{formatWaiting(row.waitingMinutes)}</span>
  );
}

const linkName = (row: ConsultationRow) => `${row.patientName}, order #${row.orderId}`;

/** Phones: one card per consultation, so nothing scrolls sideways. */
function QueueCards({ rows }: { rows: ConsultationRow[] }) {
  return (
    <ul className="divide-y divide-zinc-200 md:hidden">
      {rows.map((row) => (
        <li key={row.consultationId} className="grid gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <Link
              to={paths.admin.consultation(row.consultationId)}
              className="min-w-0 break-words font-medium text-brand-800 underline"
            >
              {linkName(row)}
            </Link>
            <Badge variant="secondary" className="shrink-0">
              {row.statusLabel}
            </Badge>
          </div>
          <p className="text-sm text-zinc-600">
            {row.kindLabel} · {row.requestedDose ?? "No dose"} · waiting <Waiting row={row} />
          </p>
          <Flags flags={row.flags} />
        </li>
      ))}
    </ul>
  );
}

function QueueTable({ rows }: { rows: ConsultationRow[] }) {
  return (
    <div className="hidden md:block">
      <DataTable headers={["Patient", "Kind", "Requested dose", "Flags", "Waiting"]}>
        {rows.map((row) => (
          <TableRow key={row.consultationId}>
            <TableCell className="min-w-44">
              <Link to={paths.admin.consultation(row.consultationId)} className="font-medium text-brand-800 underline">
                {linkName(row)}
              </Link>
              <span className="block text-xs text-zinc-600">{row.statusLabel}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{row.kindLabel}</TableCell>
            <TableCell className="whitespace-nowrap">{row.requestedDose ?? "—"}</TableCell>
            <TableCell>
              <Flags flags={row.flags} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <Waiting row={row} />
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </div>
  );
}
