import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Spinner } from "@/client/components/ui/spinner";
import { LoadFailedPage } from "./load-failed-page";

/**
 * A printed record's page (a label, a prescription, a GP letter): a spinner while it loads, the
 * reason and the way back when it cannot be loaded, else what `children` draws of it.
 */
export function LoadedRecord<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: { title: string; back: { to: string; label: string } };
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <LoadFailedPage
        title={failed.title}
        message={query.error.message}
        back={failed.back}
        className="max-w-3xl py-6"
      />
    );
  }
  return children(query.data);
}
