import type { ReactNode } from "react";
import { Pager } from "./pager";

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
}

/**
 * A back-office list in its live region: loading (also while `waiting`), failed with the
 * reason, or empty as `empty` says (null when there are rows); else the rows `children` draws.
 */
export function ListStatus({
  query,
  waiting = false,
  loading,
  failure,
  empty,
  children,
}: {
  query: ListQuery;
  waiting?: boolean;
  loading: string;
  failure: string;
  empty: ReactNode;
  children: () => ReactNode;
}) {
  return (
    <div aria-live="polite" aria-busy={query.isFetching}>
      {query.isPending || waiting ? (
        <p role="status" className="p-8 text-center text-zinc-600">
          {loading}
        </p>
      ) : query.isError ? (
        <p role="alert" className="p-8 text-center text-red-700">
          {failure}: {query.error?.message}
        </p>
      ) : empty !== null ? (
        <p className="p-8 text-center text-zinc-600">{empty}</p>
      ) : (
        children()
      )}
    </div>
  );
}

interface Page {
  page: number;
  pageSize: number;
  total: number;
}

/** A paged back-office list: its status or rows, then the pager once a page has come. */
export function PagedListStatus({
  query,
  noun,
  onPage,
  ...status
}: Omit<Parameters<typeof ListStatus>[0], "query"> & {
  query: ListQuery & { data?: Page };
  noun: string;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <ListStatus query={query} {...status} />
      {query.data && (
        <Pager
          page={query.data.page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          noun={noun}
          onPage={onPage}
        />
      )}
    </>
  );
}
