import { useState, Fragment } from "react";
import { Link, useParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { formatMoney } from "@/shared/domain/payments/money";
import type { OrderAction } from "@/shared/domain/orders/order-lifecycle";
import { useOrder } from "../api/orders-api";
import { CollectDialog } from "../components/order-actions/collect-dialog";
import { ConfirmMoveDialog } from "../components/order-actions/confirm-move-dialog";
import { DispatchDialog } from "../components/order-actions/dispatch-dialog";
import { DispensingCard } from "../components/order-actions/dispensing-card";
import { SupplyRpNotice } from "../components/order-actions/no-rp-notice";
import { FridgeHeldNotice, RecallHeldNotice, ReturnedPackNotice } from "../components/order-actions/supply-holds";
import { MarkPaidDialog } from "../components/order-actions/mark-paid-dialog";
import { ReasonDialog } from "../components/order-actions/reason-dialog";
import { RecordReturnDialog } from "../components/returns/record-return-dialog";
import { RefundDialog } from "../components/order-actions/refund-dialog";
import { Item } from "@/client/features/admin-shell/components/page-parts/review-parts";
import { DetailHeader, InfoCard } from "@/client/features/admin-shell/components/page-parts/detail";
import { PaymentCard } from "../components/payment-card";
import { OrderTimelineCard } from "../components/order-timeline-card";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";
import { LoadFailedPage } from "@/client/features/admin-shell/components/page-parts/load-failed-page";

const ACTION_LABEL: Partial<Record<OrderAction, string>> = {
  mark_paid: "Mark paid",
  dispatch: "Dispatch",
  ready_to_collect: "Ready to collect",
  collect: "Collected",
  mark_delivered: "Mark delivered",
  cancel: "Cancel order",
  record_return: "Record a return",
  record_refund: "Refund",
};

/** /admin/orders/:id: the order, the moves its state allows (the server's list), its timeline and records. */
export default function OrderDetailPage() {
  const { id = "" } = useParams();
  const { data, isPending, isError } = useOrder(id);
  const [open, setOpen] = useState<OrderAction | null>(null);
  if (isPending) return <Spinner label="Loading order..." />;
  if (isError || !data) {
    return (
      <LoadFailedPage
        title="Order not found"
        back={{ to: paths.admin.orders, label: "Back to orders" }}
        className="max-w-7xl py-6"
      />
    );
  }
  const { order: o, patient: p } = data;
  const dialog = (action: OrderAction) => ({
    open: open === action,
    onOpenChange: (next: boolean) => setOpen(next ? action : null),
  });

  return (
    <Page title={`Order #${o.orderId}`} className="max-w-7xl py-6">
      <DetailHeader
        back={{ to: paths.admin.orders, label: "Back to orders" }}
        title={`Order #${o.orderId}`}
        meta={
          <>
            <Badge variant="secondary">{o.stateLabel}</Badge>
            <span className="text-sm text-zinc-600">
              {o.deliveryMethod === "pickup" ? "Collection from the pharmacy" : "Home delivery"}
            </span>
          </>
        }
        actions={
          <div className="grid gap-2">
            <div className="flex flex-wrap gap-2" aria-label="Actions" role="group">
              {data.actions.map((a) => (
                <Button
                  key={a}
                  variant={a === "cancel" || a === "record_return" ? "outline" : "default"}
                  onClick={() => setOpen(a)}
                >
                  {ACTION_LABEL[a] ?? a}
                </Button>
              ))}
            </div>
            {/* Decisions 113 and 116: the hand-over and the dispatch are supplies, refused with nobody in charge or the RP away. */}
            {data.actions.some((a) => a === "collect" || a === "dispatch") && (
              <>
                <SupplyRpNotice rp={data.dispensing.responsiblePharmacist} />
                <FridgeHeldNotice excursion={data.dispensing.fridgeExcursion} />
                <RecallHeldNotice recall={data.dispensing.recall} />
                <ReturnedPackNotice
                  returnedPack={data.dispensing.returnedPack}
                  remedy={`Use "Record a return" (withdrawn before supply, re-dispatch) to dispense it again from another pack.`}
                />
              </>
            )}
          </div>
        }
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <InfoCard title="Patient">
          <Item label="Name">
            <Link to={paths.admin.patient(p.patientId)} className="text-brand-800 underline">
              {p.name}
            </Link>
          </Item>
          <Item label="Date of birth">{p.dateOfBirth ? formatShortDate(p.dateOfBirth) : "—"}</Item>
          <Item label="Email">{p.email || "—"}</Item>
          <Item label="Phone">{p.phone || "—"}</Item>
          <Item label="Address">{p.address || "—"}</Item>
        </InfoCard>
        <InfoCard title={o.deliveryMethod === "pickup" ? "Collection" : "Delivery"}>
          {o.deliveryMethod === "pickup" ? (
            <Item label="Collection from">{o.collectionFrom}</Item>
          ) : (
            <Item label="Delivery address">{o.deliveryAddress.join(", ") || "—"}</Item>
          )}
          {o.courier && <Item label="Courier">{o.courier}</Item>}
          {o.trackingNumber && (
            <Item label="Tracking number">
              {o.trackingUrl ? (
                <a href={o.trackingUrl} rel="noopener noreferrer" target="_blank" className="text-brand-800 underline">
                  {o.trackingNumber}
                </a>
              ) : (
                o.trackingNumber
              )}
            </Item>
          )}
        </InfoCard>
        <InfoCard title="Order">
          <Item label="Requested">{o.product ?? "—"}</Item>
          <Item label="Total due">{formatMoney(o.totalDue)}</Item>
          <Item label="Completed">{o.completedAt ? formatDateTime(o.completedAt) : "—"}</Item>
        </InfoCard>
        <InfoCard title="Prescription" empty={data.prescription ? undefined : "No prescription yet."}>
          {data.prescription && (
            <>
              <Item label="Medicine">{`${data.prescription.medicine} ${data.prescription.strength} × ${data.prescription.quantity}`}</Item>
              <Item label="Directions">{data.prescription.directions}</Item>
              <Item label="Prescriber">{`${data.prescription.prescriberName} (${data.prescription.prescriberRegulator} ${data.prescription.prescriberNumber})`}</Item>
              <Item label="Prescription date">{formatShortDate(data.prescription.issuedOn)}</Item>
            </>
          )}
        </InfoCard>
        <PaymentCard money={data.money} totalDue={o.totalDue} />
        <DispensingCard order={data} />
        <InfoCard title="POM register" empty={data.registerEntries.length > 0 ? undefined : "Not dispensed yet."}>
          {/* One entry per supply, each starting with its number (a list of terms and values: no
              wrapper between them); a return is a note beside the entry it supplied (decision 125). */}
          {data.registerEntries.map((entry) => (
            <Fragment key={entry.entryId}>
              <Item label="Entry">{`#${entry.entryId} on ${formatShortDate(entry.entryDate)}`}</Item>
              <Item label="Batch number">{entry.batchNumber}</Item>
              <Item label="Expiry date">{formatShortDate(entry.expiryDate)}</Item>
              <Item label="Entered by">{entry.enteredBy}</Item>
              {entry.notes.map((n) => (
                <Item key={n.at} label="Note">{`${n.note} (${n.by}, ${formatDateTime(n.at)})`}</Item>
              ))}
            </Fragment>
          ))}
        </InfoCard>
        <OrderTimelineCard events={data.timeline} />
      </div>

      <MarkPaidDialog orderId={o.orderId} leftToPay={data.money.leftToPay} {...dialog("mark_paid")} />
      <RefundDialog
        orderId={o.orderId}
        refundable={data.money.refundable}
        cardRefund={data.money.cardRefund}
        {...dialog("record_refund")}
      />
      <DispatchDialog
        orderId={o.orderId}
        coldChainRequired={data.dispensing.coldChainRequired}
        {...dialog("dispatch")}
      />
      <ConfirmMoveDialog orderId={o.orderId} kind="ready_to_collect" {...dialog("ready_to_collect")} />
      <ConfirmMoveDialog orderId={o.orderId} kind="mark_delivered" {...dialog("mark_delivered")} />
      <CollectDialog orderId={o.orderId} {...dialog("collect")} />
      <ReasonDialog orderId={o.orderId} {...dialog("cancel")} />
      <RecordReturnDialog
        orderId={o.orderId}
        state={o.state}
        pickup={o.deliveryMethod === "pickup"}
        {...dialog("record_return")}
      />
    </Page>
  );
}
