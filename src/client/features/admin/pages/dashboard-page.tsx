import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Skeleton } from "@/client/components/ui/skeleton";
import { formatMoney } from "@/shared/domain/money";
import { useAdminDashboard } from "../api/admin-api";
import { AttentionCards } from "../components/attention-cards";
import { AwaitingReviewCard } from "../components/awaiting-review-card";
import { DeletionRequestsCard } from "../components/deletion-requests-card";
import { DispensaryCards } from "../components/dispensary-cards";
import { StatCards } from "../components/stat-cards";
import { formatDateTime, fullName } from "../lib/format";

/** decision 014: the stat cards, the newest applications waiting for review and today's completed orders. */
export default function DashboardPage() {
  const { data, isPending, isError } = useAdminDashboard();
  return (
    <Page title="Admin Dashboard" className="max-w-7xl py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Dashboard</h1>
      <p className="mt-1 text-zinc-600">Applications waiting for review and today's orders.</p>
      <div className="mt-6">
        <StatCards stats={data?.stats} isError={isError} />
      </div>
      {isError && (
        <p role="alert" className="mt-4 text-red-700">
          The dashboard could not be loaded. Please reload the page.
        </p>
      )}
      {/* min-w-0: a long name or date must shorten inside its card, not widen the page on a phone. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <AwaitingReviewCard awaiting={data?.awaitingReview} isError={isError} />
        <AttentionCards unreadMessages={data?.unreadMessages} urgentReports={data?.urgentReports} />
        <DispensaryCards dispensary={data?.dispensary} isError={isError} />
        <Card>
          <CardHeader>
            <CardTitle>Waiting for review</CardTitle>
            <CardDescription>The newest applications with the status Pending Review.</CardDescription>
          </CardHeader>
          <CardContent>
            {isPending ? (
              <ListSkeleton />
            ) : !data?.pendingReview.length ? (
              <p className="text-sm text-zinc-600">No applications are waiting for review.</p>
            ) : (
              <ul className="divide-y divide-zinc-200">
                {data.pendingReview.map((p) => (
                  <li key={p.patient_id}>
                    <Link
                      to={paths.admin.patient(p.patient_id)}
                      className="flex flex-col gap-1 rounded-md px-2 py-3 hover:bg-zinc-50 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
                    >
                      <span className="min-w-0">
                        <span className="block break-words font-medium sm:truncate">
                          {fullName(p.firstname, p.lastname) || "No name"}
                        </span>
                        <span className="block break-words text-sm text-zinc-600 sm:truncate">
                          {p.email} · {p.patient_type_id === 2 ? "Existing user" : "New to the treatment"}
                        </span>
                      </span>
                      <span className="shrink-0 text-sm text-zinc-600">{formatDateTime(p.created_at)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Button variant="link" size="inline" asChild className="mt-2">
              <Link to={`${paths.admin.patients}?status=1`}>
                All pending patients <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Today's completed orders</CardTitle>
            <CardDescription>Orders completed since midnight (UK time).</CardDescription>
          </CardHeader>
          <CardContent>
            {isPending ? (
              <ListSkeleton />
            ) : !data?.todaysOrders.length ? (
              <p className="text-sm text-zinc-600">No orders have been completed today.</p>
            ) : (
              <ul className="divide-y divide-zinc-200">
                {data.todaysOrders.map((o) => (
                  <li key={o.order_id}>
                    <Link
                      to={paths.admin.patient(o.patient_id)}
                      className="flex flex-col gap-1 rounded-md px-2 py-3 hover:bg-zinc-50 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
                    >
                      <span className="min-w-0">
                        <span className="block break-words font-medium sm:truncate">
                          Order #{o.order_id} · {fullName(o.firstname, o.lastname) || "No name"}
                        </span>
                        <span className="block break-words text-sm text-zinc-600 sm:truncate">
                          {o.product ?? "No product"} ·{" "}
                          {o.delivery_method === "pickup" ? "Pharmacy Pickup" : "Home Delivery"}
                        </span>
                      </span>
                      <span className="shrink-0 font-medium">{formatMoney(o.total_due)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <DeletionRequestsCard />
      </div>
    </Page>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}
