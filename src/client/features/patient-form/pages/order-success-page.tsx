import { CalendarCheck, CheckCircle2, ExternalLink } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { useSettings } from "@/client/lib/settings";
import { formatMoney } from "@/shared/domain/payments/money";
import { type CompletedOrder, useLatestCompletedOrder } from "../api/patient-form-api";
import { AddressBlock } from "../components/details/address-block";
import { DetailList } from "../components/details/detail-list";
import { StepCard } from "../components/step/step-card";

const TITLE = "Order Completed Successfully!";

/** docs/spec.md §2: order and patient data come as navigation state; without it, the latest completed order is read. */
export default function OrderSuccessPage() {
  const location = useLocation();
  const carried = (location.state as { order?: CompletedOrder } | null)?.order;
  const latest = useLatestCompletedOrder(!carried);
  const order = carried ?? latest.data;

  return (
    <Page title={TITLE} className="max-w-3xl">
      {order ? (
        <Success order={order} />
      ) : latest.isPending ? (
        <Spinner label="Loading your order..." />
      ) : (
        <div className="grid justify-items-start gap-4">
          <h1 className="text-2xl font-bold">No completed order found</h1>
          <p>We could not find a completed order for your account.</p>
          <Button asChild>
            <Link to={paths.home}>Return Home</Link>
          </Button>
        </div>
      )}
    </Page>
  );
}

function Success({ order }: { order: CompletedOrder }) {
  const { settings } = useSettings();
  const pickup = order.deliveryMethod === "pickup";
  const days = settings.consultation_deadline_days;
  return (
    <div className="grid gap-6">
      <header className="grid justify-items-center gap-3 text-center">
        <CheckCircle2 className="size-14 text-green-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{TITLE}</h1>
        <p className="text-zinc-600">Thank you. We have e-mailed your order confirmation to {order.email}.</p>
      </header>

      <StepCard title="Order Details" contentClassName="grid gap-4">
        <DetailList
          items={[
            ["Order ID", `#${order.orderId}`],
            ["Patient ID", String(order.patientId)],
            ["Product", order.productName],
            ["Total", formatMoney(order.totalDue)],
            ["Name", order.name],
            ["Email", order.email],
            [pickup ? "Collection Address" : "Delivery Address", <AddressBlock lines={order.shippingLines} />],
          ]}
        />
      </StepCard>

      <Card className="border-brand-700">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CalendarCheck className="size-5 text-brand-700" aria-hidden="true" />
            Book Your Consultation
          </CardTitle>
          <CardDescription>
            A {settings.consultation_duration} video call with our {settings.pharmacist_title}, who confirms your dose.
            Please book it within {days} days, so that the review of your order is not delayed.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {order.bookingUrl ? (
            <Button asChild size="lg">
              <a href={order.bookingUrl} target="_blank" rel="noopener noreferrer">
                Book Consultation
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          ) : (
            <p className="text-sm">The booking link is in your confirmation e-mail.</p>
          )}
        </CardContent>
      </Card>

      <StepCard title="What's Next?">
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          <li>Book and attend your video consultation within {days} days.</li>
          <li>Our pharmacist reviews your information, usually within 24 hours of your consultation.</li>
          <li>
            Once the pharmacist approves your treatment, we e-mail you a secure payment link. Nothing is taken before
            then.
          </li>
          <li>
            {pickup ? "Your treatment is ready to collect" : "Your treatment is dispatched"} within 1-2 business days of
            payment.{" "}
            {pickup
              ? "We will e-mail you when it is ready to collect."
              : "You will receive tracking information by e-mail."}
          </li>
          <li>
            You can cancel from your account until your treatment is dispensed. If you have paid, we refund you in full.
          </li>
        </ol>
      </StepCard>

      <div className="flex justify-center">
        <Button asChild variant="outline" size="lg">
          <Link to={paths.home}>Return Home</Link>
        </Button>
      </div>
    </div>
  );
}
