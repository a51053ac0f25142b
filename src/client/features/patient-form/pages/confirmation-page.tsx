import { format, parseISO } from "date-fns";
import { useEffect, useRef } from "react";
import { Navigate, useNavigate } from "react-router";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { errorCode, isRefused, toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { formatMoney } from "@/shared/domain/payments/money";
import { type Confirmation, useCompleteOrder, useConfirmation } from "../api/patient-form-api";
import { AddressBlock, OpeningHours } from "../components/details/address-block";
import { DetailList } from "../components/details/detail-list";
import { StepActions } from "../components/step/step-actions";
import { StepHeader } from "../components/step/step-header";
import { ToReorder } from "../components/step/next-pen-from-account";
import { StepCard } from "../components/step/step-card";

/** The steps a completion refusal can send the patient back to. */
const STEP_PATHS: Record<string, string | undefined> = { safety: paths.patientForm.safety };

const TITLE = "Order Confirmation";
const STEP = "Step 6 of 6: Review your information and complete your order";

export default function ConfirmationPage() {
  const query = useConfirmation();
  const complete = useCompleteOrder();
  const lastShown = useRef<ReviewData | null>(null);
  // Once the order is being completed, the refreshed data (no open order any more) must not
  // send the patient back to an earlier step: the success page is on its way.
  const completing = complete.isPending || complete.isSuccess;
  const data = completing ? undefined : query.data;

  useEffect(() => {
    if (query.isError) notify.error("Error", "Failed to load order confirmation data.");
    else if (data && !data.patient)
      notify.error("Error", "No patient record found. Please complete the patient form first.");
    else if (data && !data.order) notify.error("Error", "No order found. Please complete the shipping form first.");
  }, [query.isError, data]);

  if (data && !data.patient) return <Navigate to={paths.patientForm.basic} replace />;
  if (data?.nextPenFromAccount) return <ToReorder />;
  if (data && !data.order) return <Navigate to={paths.patientForm.shipping} replace />;

  const ready = data?.patient && data.order && data.order.lines.length > 0 && data.order.deliveryMethod;
  const shown = completing ? lastShown.current : ready ? (data as ReviewData) : null;
  if (shown) lastShown.current = shown;
  return (
    <Page title={TITLE} className="max-w-3xl">
      <StepHeader title={TITLE} step={STEP} />
      {shown ? (
        <Review data={shown} complete={complete} />
      ) : query.isPending ? (
        <Spinner label="Loading your order..." />
      ) : (
        <MissingData />
      )}
    </Page>
  );
}

function MissingData() {
  const navigate = useNavigate();
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-4 rounded-md border border-red-200 bg-red-50 p-6 text-red-900"
    >
      <p>Unable to load order data. Please go back and complete the previous steps.</p>
      <Button variant="outline" onClick={() => navigate(paths.patientForm.shipping)}>
        Go Back
      </Button>
    </div>
  );
}

type ReviewData = { patient: NonNullable<Confirmation["patient"]>; order: NonNullable<Confirmation["order"]> };

const formatDob = (dob: string) => {
  try {
    return format(parseISO(dob), "dd MMM yyyy");
  } catch {
    return dob;
  }
};

function Review({ data, complete }: { data: ReviewData; complete: ReturnType<typeof useCompleteOrder> }) {
  const navigate = useNavigate();
  const { patient, order } = data;
  const line = order.lines[0]!;
  const pickup = order.deliveryMethod === "pickup";

  const onComplete = () => {
    complete.mutate(undefined, {
      onSuccess: (result) => {
        notify.success("Order Completed!", "Your order has been completed successfully.");
        navigate(paths.orderSuccess, { replace: true, state: { order: result } });
      },
      onError: (error) => {
        if (errorCode(error) === "next_pen_from_account") {
          navigate(paths.accountReorder, { replace: true });
          return;
        }
        // decision 082: a step left unanswered is put right on that step; the patient is taken there.
        const step = STEP_PATHS[toApiError(error).details.step ?? ""];
        if (step) {
          notify.error("Order Not Completed", error.message);
          navigate(step);
          return;
        }
        notify.error("Order Completion Failed", "There was an error completing your order. Please try again.");
      },
    });
  };
  const refusal = isRefused(complete.error) ? toApiError(complete.error).message : null;

  return (
    <div className="grid gap-6">
      <StepCard title="Personal Information">
        <DetailList
          items={[
            ["Name", [patient.salutation, patient.firstName, patient.lastName].filter(Boolean).join(" ")],
            ["Email", patient.email],
            ["Phone", patient.phone],
            ["Date of Birth", formatDob(patient.dob)],
          ]}
        />
      </StepCard>
      <StepCard title="Address">
        <AddressBlock
          className="text-sm"
          lines={[patient.address1, patient.address2, patient.city, patient.postcode]}
        />
      </StepCard>
      <StepCard title="Order Information" contentClassName="grid gap-3">
        <DetailList
          items={[
            ["Product", line.productName],
            ["Quantity", String(line.quantity)],
            ["Unit Price", formatMoney(line.unitPrice)],
            ["Subtotal (excl. VAT)", formatMoney(order.subtotal)],
            ["VAT", formatMoney(order.vat)],
            ["Total Due", <span className="text-base">{formatMoney(order.totalDue)}</span>],
          ]}
        />
        <p className="text-sm text-zinc-600">
          This is the dose you requested. Our pharmacist reviews your answers and confirms it at your consultation.
          Nothing is taken now: once the pharmacist approves your treatment, we e-mail you a secure payment link.
        </p>
      </StepCard>
      <StepCard title={pickup ? "Collection Address" : "Delivery Address"} contentClassName="grid gap-3 text-sm">
        <AddressBlock lines={order.shippingLines} />
        {pickup && order.openingHours.length ? <OpeningHours hours={order.openingHours} /> : null}
      </StepCard>
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {refusal}
        </p>
      ) : null}
      <StepActions>
        <Button variant="outline" size="lg" onClick={() => navigate(paths.patientForm.shipping)}>
          Back to Edit
        </Button>
        <Button size="lg" onClick={onComplete} disabled={complete.isPending}>
          {complete.isPending ? "Completing Order..." : "Complete Order"}
        </Button>
      </StepActions>
    </div>
  );
}
