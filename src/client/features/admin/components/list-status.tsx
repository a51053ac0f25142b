import type { ReactNode } from "react";

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
