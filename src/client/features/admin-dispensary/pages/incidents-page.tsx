import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Options } from "@/client/components/form/control-fields";
import { INCIDENT_STATUSES } from "@/shared/schemas/orders/dispensary";
import { useIncidents } from "../api/dispensary-api";
import { useAdminAccess } from "@/client/features/admin-shell/api/use-admin-access";
import { CloseIncidentDialog } from "../components/close-incident-dialog";
import { DispensaryNav } from "@/client/features/admin-shell/components/layout/dispensary-nav";
import { IncidentForm } from "../components/incident-form";
import { PagedListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";

type Status = (typeof INCIDENT_STATUSES)[number];
const STATUS_LABEL: Record<Status, string> = { open: "Open", closed: "Closed", all: "All" };

/**
 * /admin/incidents (decision 098): any employee records an incident or near miss; the
 * superintendent closes it. ?order= fills in the order, as the order page links here to
 * correct a dispensing after its accuracy check (decision 095).
 */
export default function IncidentsPage() {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<Status>("open");
  const [page, setPage] = useState(1);
  const [closing, setClosing] = useState<number | null>(null);
  const list = useIncidents(status, page);
  const access = useAdminAccess();
  const superintendent = access.state === "allowed" && access.role === "superintendent";
  const order = params.get("order") ?? "";

  return (
    <Page title="Incidents and near misses" className="max-w-7xl py-6">
      <DispensaryNav />
      <h1 className="text-2xl font-bold sm:text-3xl">Incidents and near misses</h1>
      <p className="mt-1 text-zinc-600">
        Anything that went wrong, or nearly did, with what was learned. The superintendent pharmacist closes each one.
      </p>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Record an incident</CardTitle>
          {order && (
            <CardDescription>
              For order #{order}: a dispensing corrected after its accuracy check is recorded here.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>
          <IncidentForm orderId={order} />
        </CardContent>
      </Card>
      <Card className="mt-6">
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-zinc-200 p-4">
          <h2 className="text-lg font-semibold">Recorded{list.data ? ` (${list.data.openCount} open)` : ""}</h2>
          <div className="grid gap-1">
            <Label htmlFor="incident-status">Show</Label>
            <NativeSelect
              id="incident-status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as Status);
                setPage(1);
              }}
            >
              <Options values={INCIDENT_STATUSES} labels={STATUS_LABEL} />
            </NativeSelect>
          </div>
        </div>
        <PagedListStatus
          query={list}
          loading="Loading incidents..."
          failure="Failed to load incidents"
          empty={list.data?.incidents.length === 0 ? `No ${status === "all" ? "" : `${status} `}incidents.` : null}
          noun="incidents"
          onPage={setPage}
        >
          {() => (
            <ul className="divide-y divide-zinc-200">
              {list.data!.incidents.map((i) => (
                <li key={i.incidentId} className="grid gap-2 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">Incident #{i.incidentId}</h3>
                    <Badge variant="secondary">{i.kind === "near_miss" ? "Near miss" : "Incident"}</Badge>
                    <Badge variant="outline">{i.categoryLabel}</Badge>
                    {i.orderId && (
                      <Link to={paths.admin.order(i.orderId)} className="text-sm text-brand-800 underline">
                        Order #{i.orderId}
                      </Link>
                    )}
                  </div>
                  <p className="text-sm text-zinc-600">
                    Recorded by {i.reportedBy}, {formatDateTime(i.reportedAt)}
                  </p>
                  <p className="whitespace-pre-wrap break-words">
                    <span className="font-medium">What happened: </span>
                    {i.whatHappened}
                  </p>
                  <p className="whitespace-pre-wrap break-words">
                    <span className="font-medium">Learning: </span>
                    {i.learning}
                  </p>
                  {i.closedAt ? (
                    <p className="text-sm text-zinc-600">
                      Closed by {i.closedBy}, {formatDateTime(i.closedAt)}
                      {i.closingNote ? `: ${i.closingNote}` : "."}
                    </p>
                  ) : superintendent ? (
                    <div>
                      <Button variant="outline" onClick={() => setClosing(i.incidentId)}>
                        Close incident #{i.incidentId}
                      </Button>
                    </div>
                  ) : (
                    <p className="text-sm text-zinc-600">Open: the superintendent pharmacist closes it.</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </PagedListStatus>
      </Card>
      {closing !== null && (
        <CloseIncidentDialog incidentId={closing} open onOpenChange={(o) => !o && setClosing(null)} />
      )}
    </Page>
  );
}
