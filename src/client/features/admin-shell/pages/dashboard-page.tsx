import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Skeleton } from "@/client/components/ui/skeleton";
import { formatMoney } from "@/shared/domain/payments/money";
import { useAdminDashboard } from "../api/dashboard-api";
import { AttentionCards } from "../components/dashboard/attention-cards";
import { AwaitingReviewCard } from "../components/dashboard/awaiting-review-card";
import { DeletionRequestsCard } from "../components/dashboard/deletion-requests-card";
import { DispensaryCards } from "../components/dashboard/dispensary-cards";
import { ReviewCard } from "../components/page-parts/review-parts";
import { StatCards } from "../components/dashboard/stat-cards";
import { formatDateTime, fullName } from "../lib/format";

/** The two lists' headings and what each says when it is empty. */
const COPY = {
  waiting: {
    title: "Waiting for review",
    description: "The newest applications with the status Pending Review.",
    empty: "No applications are waiting for review.",
  },
  completed: {
    title: "Today's completed orders",
    description: "Orders completed since midnight (UK time).",
    empty: "No orders have been completed today.",
  },
};

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
        <LinkListCard
          {...COPY.waiting}
          isPending={isPending}
          rows={data?.pendingReview.map((p) => ({
            patientId: p.patient_id,
            title: fullName(p.firstname, p.lastname) || "No name",
            detail: `${p.email} · ${p.patient_type_id === 2 ? "Existing user" : "New to the treatment"}`,
            aside: <span className="shrink-0 text-sm text-zinc-600">{formatDateTime(p.created_at)}</span>,
          }))}
          more={
            <Button variant="link" size="inline" asChild className="mt-2">
              <Link to={`${paths.admin.patients}?status=1`}>
                All pending patients <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />
        <LinkListCard
          {...COPY.completed}
          isPending={isPending}
          rows={data?.todaysOrders.map((o) => ({
            key: o.order_id,
            patientId: o.patient_id,
            title: `Order #${o.order_id} · ${fullName(o.firstname, o.lastname) || "No name"}`,
            detail: `${o.product ?? "No product"} · ${o.delivery_method === "pickup" ? "Pharmacy Pickup" : "Home Delivery"}`,
            aside: <span className="shrink-0 font-medium">{formatMoney(o.total_due)}</span>,
          }))}
        />
        <DeletionRequestsCard />
      </div>
    </Page>
  );
}

interface LinkRow {
  /** The patient's id when a patient stands in the list once. */
  key?: number;
  patientId: number;
  title: string;
  detail: string;
  aside: ReactNode;
}

/** A card listing records, each a link to its patient: a name line, a detail line and a fact aside. */
function LinkListCard(props: {
  title: string;
  description: string;
  empty: string;
  isPending: boolean;
  rows: LinkRow[] | undefined;
  more?: ReactNode;
}) {
  return (
    <ReviewCard title={props.title} description={props.description}>
      {props.isPending ? (
        <ListSkeleton />
      ) : !props.rows?.length ? (
        <p className="text-sm text-zinc-600">{props.empty}</p>
      ) : (
        <ul className="divide-y divide-zinc-200">
          {props.rows.map((row) => (
            <li key={row.key ?? row.patientId}>
              <Link
                to={paths.admin.patient(row.patientId)}
                className="flex flex-col gap-1 rounded-md px-2 py-3 hover:bg-zinc-50 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
              >
                <span className="min-w-0">
                  <span className="block break-words font-medium sm:truncate">{row.title}</span>
                  <span className="block break-words text-sm text-zinc-600 sm:truncate">{row.detail}</span>
                </span>
                {row.aside}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {props.more}
    </ReviewCard>
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
