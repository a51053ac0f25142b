import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "@/client/app/paths";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { api, unwrap } from "@/client/lib/api";
import { formatDateTime } from "../lib/format";

/** Decision 066: patients' open requests to delete their account, oldest first (each read is audited). */
export function DeletionRequestsCard() {
  const query = useQuery({ queryKey: ["admin", "deletion-requests"], queryFn: () => unwrap(api.admin["deletion-requests"].$get()) });
  const requests = query.data?.requests ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Requests to delete an account</CardTitle>
        <CardDescription>Erase what the law does not require us to keep; restrict the rest until its retention period ends.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p className="text-sm text-zinc-600">Loading requests...</p>
        ) : query.isError ? (
          <p className="text-sm text-red-700">Could not load the requests.</p>
        ) : requests.length === 0 ? (
          <p className="text-sm text-zinc-600">No open requests.</p>
        ) : (
          <ul className="divide-y divide-zinc-200">
            {requests.map((r) => (
              <li key={r.requestId} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
                <span className="break-words">
                  {r.patientId ? <Link to={paths.admin.patient(r.patientId)} className="font-medium text-brand-700 underline-offset-4 hover:underline">{r.email}</Link> : r.email}
                </span>
                <span className="text-sm text-zinc-600">{formatDateTime(r.requestedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
