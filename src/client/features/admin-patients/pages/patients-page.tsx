import { Eye, Pencil, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { cn } from "@/client/lib/utils";
import { TableCell, TableRow } from "@/client/components/ui/table";
import type { PatientListQuery } from "@/shared/schemas/people/admin";
import { useAdminStats } from "@/client/features/admin-shell/api/dashboard-api";
import { usePatientList } from "../api/patients-api";
import { Pager } from "@/client/features/admin-shell/components/page-parts/pager";
import { StatCards } from "@/client/features/admin-shell/components/dashboard/stat-cards";
import { StatusBadge } from "@/client/features/admin-shell/components/page-parts/status-badge";
import { formatShortDate, fullName } from "@/client/features/admin-shell/lib/format";
import { ListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";
import { DataTable } from "@/client/features/admin-shell/components/page-parts/data-table";

const SEARCH_DEBOUNCE_MS = 300;

/** Reads the list query from the URL (decision 013: search and filters live in the query string). */
function useListQuery() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status");
  const type = params.get("type");
  const page = Number(params.get("page"));
  const query: PatientListQuery = {
    ...(params.get("search")?.trim() ? { search: params.get("search")!.trim() } : {}),
    ...(status === "1" || status === "2" || status === "3" ? { status } : {}),
    ...(type === "1" || type === "2" ? { type } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page: String(page) } : {}),
  };
  /** Any search or filter change goes back to page 1 (docs/spec.md §4 'List paging'). */
  const setFilter = (key: "search" | "status" | "type", value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete("page");
        return next;
      },
      { replace: key === "search" },
    );
  const setPage = (n: number, options?: { replace?: boolean }) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (n > 1) next.set("page", String(n));
      else next.delete("page");
      return next;
    }, options);
  return { query, setFilter, setPage };
}

/** decision 013: one page merging both variants of docs/spec.md §2. */
export default function PatientsPage() {
  const { query, setFilter, setPage } = useListQuery();
  const stats = useAdminStats();
  const list = usePatientList(query);
  const searchId = useId();
  const [searchText, setSearchText] = useState(query.search ?? "");

  // Typing updates the URL after a short pause; a URL change (back button) updates the box.
  useEffect(() => {
    const current = query.search ?? "";
    if (searchText.trim() === current) return;
    const timer = setTimeout(() => setFilter("search", searchText.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a new search
  }, [searchText]);
  const [lastUrlSearch, setLastUrlSearch] = useState(query.search ?? "");
  if ((query.search ?? "") !== lastUrlSearch) {
    setLastUrlSearch(query.search ?? "");
    if ((query.search ?? "") !== searchText.trim()) setSearchText(query.search ?? "");
  }

  const meta = list.data?.meta;
  const page = meta?.page ?? Number(query.page ?? 1);
  const rows = list.data?.data ?? [];
  // A page past the end (an old link, or the last patient of the last page archived) shows the last page.
  const lastPage = meta ? Math.max(1, meta.totalPages) : 1;
  const pastTheEnd = meta !== undefined && meta.page > lastPage;
  const correctPage = pastTheEnd && !list.isPlaceholderData;
  useEffect(() => {
    if (correctPage) setPage(lastPage, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setPage is rebuilt on every render
  }, [correctPage, lastPage]);

  return (
    <Page title="Patient Management" className="max-w-7xl py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Patient Management</h1>
      <p className="mt-1 text-zinc-600">Review applications, medical history and orders.</p>

      <div className="mt-6">
        <StatCards stats={stats.data} isError={stats.isError} />
      </div>

      <Card className="mt-6">
        <form
          role="search"
          className="grid gap-3 border-b border-zinc-200 p-4 md:grid-cols-[1fr_200px_220px]"
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={searchId}>Search</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-zinc-500"
                aria-hidden="true"
              />
              <Input
                id={searchId}
                type="search"
                placeholder="Search by name or email..."
                className="pl-9"
                value={searchText}
                maxLength={100}
                onChange={(e) => setSearchText(e.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="status-filter">Status</Label>
            <NativeSelect
              id="status-filter"
              value={query.status ?? ""}
              onChange={(e) => setFilter("status", e.target.value)}
            >
              <option value="">All Statuses</option>
              <option value="1">Pending</option>
              <option value="2">Approved</option>
              <option value="3">Rejected</option>
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="type-filter">Patient type</Label>
            <NativeSelect id="type-filter" value={query.type ?? ""} onChange={(e) => setFilter("type", e.target.value)}>
              <option value="">All</option>
              <option value="1">New to the treatment</option>
              <option value="2">Existing user</option>
            </NativeSelect>
          </div>
        </form>

        <ListStatus
          query={list}
          waiting={pastTheEnd}
          loading="Loading patients..."
          failure="Failed to load patients"
          empty={rows.length > 0 ? null : "No patients found"}
        >
          {() => (
            <div className={list.isPlaceholderData ? "opacity-60" : undefined}>
              {/* Phones: one card per patient, so the status and actions need no sideways scrolling. */}
              <ul className="divide-y divide-zinc-200 md:hidden">
                {rows.map((p) => {
                  const name = fullName(p.firstname, p.lastname) || "No name";
                  return (
                    <li key={p.patient_id} className="grid gap-2 p-4">
                      <div className="flex items-start justify-between gap-3">
                        <p className="min-w-0 break-words font-medium">{name}</p>
                        <StatusBadge status={p.status} />
                      </div>
                      <p className="break-all text-sm text-zinc-600">{p.email}</p>
                      <p className="text-sm text-zinc-600">
                        {p.mobile} · {p.type_description} · {formatShortDate(p.created_at)}
                      </p>
                      <RowActions id={p.patient_id} name={name} />
                    </li>
                  );
                })}
              </ul>
              <div className="hidden md:block">
                <DataTable
                  headers={[
                    "Name",
                    "Email",
                    "Phone",
                    "Type",
                    "Status",
                    "Submitted",
                    { label: "Actions", className: "text-right" },
                  ]}
                >
                  {rows.map((p) => {
                    const name = fullName(p.firstname, p.lastname) || "No name";
                    return (
                      <TableRow key={p.patient_id}>
                        <TableCell className="whitespace-nowrap font-medium">{name}</TableCell>
                        <TableCell className="max-w-64 truncate">{p.email}</TableCell>
                        <TableCell className="whitespace-nowrap">{p.mobile}</TableCell>
                        <TableCell className="whitespace-nowrap">{p.type_description}</TableCell>
                        <TableCell>
                          <StatusBadge status={p.status} />
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{formatShortDate(p.created_at)}</TableCell>
                        <TableCell>
                          <RowActions id={p.patient_id} name={name} className="justify-end" />
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </DataTable>
              </div>
            </div>
          )}
        </ListStatus>

        {meta && !pastTheEnd && (
          <Pager page={page} pageSize={meta.limit} total={meta.total} noun="patients" onPage={setPage} />
        )}
      </Card>
    </Page>
  );
}

function RowActions({ id, name, className }: { id: number; name: string; className?: string }) {
  const actions = [
    { verb: "View", to: paths.admin.patient(id), Icon: Eye },
    { verb: "Edit", to: paths.admin.patientEdit(id), Icon: Pencil },
  ];
  return (
    <div className={cn("flex gap-2", className)}>
      {actions.map(({ verb, to, Icon }) => (
        <Button key={verb} variant="outline" size="sm" asChild>
          <Link to={to} aria-label={`${verb} ${name}`}>
            <Icon aria-hidden="true" />
            {verb}
          </Link>
        </Button>
      ))}
    </div>
  );
}
