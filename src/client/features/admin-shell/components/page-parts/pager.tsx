import { Button } from "@/client/components/ui/button";

/** Previous / Next under a paged list, with where the reader is. */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-col gap-3 border-t border-zinc-200 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-zinc-600">
        Showing {from} to {to} of {total.toLocaleString("en-GB")} {noun}
      </p>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {pages > 1 && (
          <span className="text-sm">
            Page {page} of {pages.toLocaleString("en-GB")}
          </span>
        )}
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
