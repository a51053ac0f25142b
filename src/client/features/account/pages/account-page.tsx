import { format, parseISO } from "date-fns";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { NoTreatmentYet } from "@/client/components/layout/account-page-parts";
import { Page } from "@/client/components/layout/page";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useAccount } from "../api/account-api";
import { AdviceCard } from "../components/advice-card";
import { HelpCard } from "../components/help-card";
import { LoadFailed } from "@/client/components/layout/load-failed";
import { NextPenCard } from "../components/next-pen-card";
import { OrderDetails } from "../components/order-card";
import { ProgressCard } from "../components/progress-card";
import { RemindersCard } from "../components/reminders-card";
import { YourDataCard } from "../components/your-data-card";

/** /account: the patient's treatment, the order in hand with what to do next, past orders, and their data. */
export default function AccountPage() {
  const { data, isPending, isError, refetch } = useAccount();
  return (
    <Page title="My account" className="max-w-4xl">
      <h1 className="text-3xl font-bold">My account</h1>
      {isPending ? (
        <Spinner label="Loading your account..." />
      ) : isError || !data ? (
        <LoadFailed message="We could not load your account." onRetry={() => void refetch()} className="mt-6" />
      ) : !data.patient ? (
        <NoTreatmentYet />
      ) : (
        <div className="mt-6 grid gap-6">
          <AdviceCard />
          <Card>
            <CardHeader>
              <CardTitle>Your treatment</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 sm:grid-cols-3">
                <div>
                  <dt className="text-sm font-medium text-zinc-600">Status</dt>
                  <dd>{data.treatment.label}</dd>
                </div>
                <div>
                  <dt className="text-sm font-medium text-zinc-600">Prescriber</dt>
                  <dd>
                    {data.prescriber ? (
                      <>
                        {data.prescriber.name}
                        <span className="block text-sm">
                          {data.prescriber.regulator} number{" "}
                          <a
                            href={data.prescriber.registerUrl}
                            rel="noopener noreferrer"
                            target="_blank"
                            className="text-brand-800 underline"
                          >
                            {data.prescriber.number}
                            <span className="sr-only">
                              {" "}
                              (opens the {data.prescriber.regulator} register in a new tab)
                            </span>
                          </a>
                        </span>
                      </>
                    ) : (
                      "Not yet decided"
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-medium text-zinc-600">Current dose</dt>
                  <dd>{data.currentDose ?? "Not yet prescribed"}</dd>
                </div>
              </dl>
            </CardContent>
          </Card>

          <NextPenCard reorder={data.reorder} />

          <ProgressCard />

          <Card>
            <CardHeader>
              <CardTitle>{data.currentOrder ? `Order #${data.currentOrder.orderId}` : "Current order"}</CardTitle>
            </CardHeader>
            <CardContent>
              {data.currentOrder ? (
                <OrderDetails order={data.currentOrder} />
              ) : (
                <div className="grid justify-items-start gap-3">
                  <p>You have no order in progress.</p>
                  {/* Once a pen was supplied, the next one is requested with the check-in above, not the first-time form. */}
                  {!data.reorder?.canReorder && data.reorder?.reason !== "too_early" ? (
                    <Button asChild variant="outline">
                      <Link to={paths.patientForm.root}>Start an order</Link>
                    </Button>
                  ) : null}
                </div>
              )}
            </CardContent>
          </Card>

          <HelpCard />

          <Card>
            <CardHeader>
              <CardTitle>Past orders</CardTitle>
            </CardHeader>
            <CardContent>
              {data.pastOrders.length === 0 ? (
                <p className="text-sm text-zinc-600">No past orders.</p>
              ) : (
                <ul className="divide-y divide-zinc-200">
                  {data.pastOrders.map((o) => (
                    <li key={o.orderId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                      <Link to={paths.accountOrder(o.orderId)} className="font-medium text-brand-800 underline">
                        Order #{o.orderId}
                      </Link>
                      <span className="flex items-center gap-2 text-sm text-zinc-600">
                        {format(parseISO(o.date), "dd MMM yyyy")}
                        <Badge variant="secondary">{o.stateLabel}</Badge>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <RemindersCard enabled={data.patient.reorderReminders} />
        </div>
      )}
      {/* Data rights (decision 066) hold for every account, with or without a treatment. */}
      <div className="mt-6">
        <YourDataCard />
      </div>
    </Page>
  );
}
