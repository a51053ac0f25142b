import { Rocket, ShieldAlert } from "lucide-react";
import { Page } from "@/client/components/layout/page";
import { ConfirmAction } from "@/client/components/form/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { notify } from "@/client/lib/notify";
import { useSession } from "@/client/lib/session";
import { SUPERINTENDENT_ROLE } from "@/shared/domain/people/roles";
import { type GoLiveChecklist, useGoLive, useGoLiveAction } from "../api/go-live-api";
import { BackupsCard } from "../components/go-live/backups-card";
import { ChecklistItem } from "../components/go-live/checklist-item";
import { ListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";
import { formatLongDateTime } from "@/client/features/admin-shell/lib/format";

const TITLE = "Go-live checklist";

/** Whether the pharmacy takes orders, and the "Go live" step once every item is done. */
function LiveCard({ checklist }: { checklist: GoLiveChecklist }) {
  const goLive = useGoLiveAction("go-live");
  const state = checklist.live
    ? `Live since ${formatLongDateTime(checklist.live.at)}, by ${checklist.live.by}.`
    : checklist.open > 0
      ? `${checklist.open} item${checklist.open === 1 ? "" : "s"} still open.`
      : "Every item is done: the pharmacy can go live.";
  return (
    <Card>
      <CardHeader>
        <CardTitle>{checklist.takingOrders ? "Taking orders" : "Not taking orders yet"}</CardTitle>
        <CardDescription>
          {checklist.production
            ? "Until the superintendent goes live, and while any item is open, every public page says \u201cWe are not taking orders yet.\u201d and no order or re-order is accepted."
            : "Development: nothing is blocked here; a production server takes no orders until this list is done and the pharmacy has gone live."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="font-medium">
          {state}
        </p>
        {!checklist.live && (
          <ConfirmAction
            trigger={
              <Button disabled={checklist.open > 0 || goLive.isPending}>
                <Rocket aria-hidden="true" />
                Go live
              </Button>
            }
            title="Go live?"
            description="The site starts taking orders. Your name and the time are recorded."
            action="Go live"
            onConfirm={() =>
              goLive.mutate(undefined, {
                onSuccess: () => notify.success("Live", "The pharmacy is taking orders."),
                onError: (error) => notify.error("Go live", error.message),
              })
            }
          />
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/go-live (decision 090): the superintendent's go-live checklist. */
export default function GoLivePage() {
  const allowed = useSession().role === SUPERINTENDENT_ROLE;
  const query = useGoLive(allowed);

  if (!allowed) {
    return (
      <Page title={TITLE} className="max-w-3xl py-10">
        <h1 className="text-2xl font-bold sm:text-3xl">{TITLE}</h1>
        <div
          role="note"
          className="mt-6 flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>Only the superintendent pharmacist works through the go-live checklist.</p>
        </div>
      </Page>
    );
  }

  return (
    <Page title={TITLE} className="max-w-4xl py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{TITLE}</h1>
      <p className="mt-1 text-zinc-600">
        What must be true before the pharmacy takes orders: its own details, not the examples it was installed with, and
        a way to recover.
      </p>
      <ListStatus query={query} loading="Loading the checklist..." failure="Failed to load the checklist" empty={null}>
        {() =>
          query.data && (
            <div className="mt-6 grid gap-6">
              <LiveCard checklist={query.data} />
              <Card>
                <CardHeader>
                  <CardTitle>Checklist</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="divide-y divide-zinc-200" aria-label="Go-live checklist items">
                    {query.data.items.map((item) => (
                      <ChecklistItem key={item.id} item={item} />
                    ))}
                  </ul>
                </CardContent>
              </Card>
              <BackupsCard backups={query.data.backups} />
            </div>
          )
        }
      </ListStatus>
    </Page>
  );
}
