import { CheckCircle2, Circle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { STEP_WHO } from "@/shared/domain/dispensing/dispensing-steps";
import type { OrderDetail } from "../../api/orders-api";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";
import { AccuracyCheckDialog } from "./accuracy-check-dialog";
import { AssembleDialog } from "./assemble-dialog";
import { ClinicalCheckDialog } from "./clinical-check-dialog";
import { NoRpNotice, SupplyRpNotice } from "./no-rp-notice";
import { PrescriptionNotice } from "./prescription-notice";
import { FridgeHeldNotice, RecallHeldNotice, ReturnedPackNotice } from "./supply-holds";
import { VoidedSteps } from "./voided-steps";
import { EarlierRounds } from "../returns/earlier-rounds";

type Step = "clinical_check" | "assembly" | "accuracy_check";

/**
 * The order's dispensing as a checklist (decision 095): the clinical check, the assembly with
 * its label, and the accuracy check, each with who and when, and the button of the step that
 * waits. Each step says who may do it, and its button shows only to those who may (decision 117:
 * the server says why not). After the accuracy check a correction is an incident.
 */
export function DispensingCard({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState<Step | null>(null);
  const d = order.dispensing;
  const s = d.steps;
  const orderId = order.order.orderId;
  const dialog = (step: Step) => ({
    open: open === step,
    onOpenChange: (next: boolean) => setOpen(next ? step : null),
  });
  const started = s.clinicalCheck || s.assembly || s.accuracyCheck || s.voided.length > 0 || s.earlierRounds.length > 0;
  const toDispense = d.waiting !== null;

  if (!started && !toDispense) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Dispensing</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-zinc-600">
            {order.order.state === "awaiting_payment" ||
            order.order.state === "awaiting_review" ||
            order.order.state === "info_requested"
              ? "Dispensing starts once the order is approved and paid."
              : "No dispensing steps are recorded for this order."}
          </p>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dispensing</CardTitle>
        <CardDescription>
          Clinical check, assembly with the label, and an accuracy check by a second person. The order moves on only
          after the accuracy check.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {toDispense && <PrescriptionNotice prescription={d.prescription} />}
        {toDispense && d.fridgeExcursion && (
          <div className="mb-4">
            <FridgeHeldNotice excursion={d.fridgeExcursion} />
          </div>
        )}
        {toDispense && d.returnedPack && (
          <div className="mb-4">
            <ReturnedPackNotice returnedPack={d.returnedPack} remedy="Assemble it again from another pack." />
          </div>
        )}
        {toDispense && d.recall && (
          <div className="mb-4">
            <RecallHeldNotice recall={d.recall} />
            <p className="text-sm text-zinc-700">Assemble it again from another batch.</p>
          </div>
        )}
        <ol className="grid gap-4" aria-label="Dispensing checklist">
          <StepItem
            n={1}
            title="Clinical check"
            state={s.clinicalCheck ? "done" : d.waiting === "clinical_check" ? "waiting" : "not yet"}
            actions={d.waiting === "clinical_check"}
            details={
              s.clinicalCheck && (
                <>
                  By {s.clinicalCheck.by}, {formatDateTime(s.clinicalCheck.at)}. Responsible pharmacist:{" "}
                  {s.clinicalCheck.responsiblePharmacist}.
                  {s.clinicalCheck.ownPrescription && (
                    <span className="block">Own prescription: the pharmacist who approved it, working alone.</span>
                  )}
                  {s.clinicalCheck.note && <span className="block">Note: {s.clinicalCheck.note}</span>}
                </>
              )
            }
          >
            {d.responsiblePharmacist ? (
              <p className="text-sm text-zinc-600">
                Responsible pharmacist: {d.responsiblePharmacist.name}, since{" "}
                {formatDateTime(d.responsiblePharmacist.since)}.
              </p>
            ) : (
              <NoRpNotice />
            )}
            <p className="text-sm text-zinc-600">{STEP_WHO.clinical_check}</p>
            {d.notAllowed.clinicalCheck ? (
              <p className="text-sm text-zinc-600">{d.notAllowed.clinicalCheck}</p>
            ) : (
              <Button className="mt-2" onClick={() => setOpen("clinical_check")}>
                Clinical check
              </Button>
            )}
          </StepItem>

          <StepItem
            n={2}
            title="Assemble and label"
            state={s.labelPrint ? "done" : d.waiting === "assembly" ? "waiting" : "not yet"}
            // Until the accuracy check the label may be printed again, or the pack assembled again (a near miss).
            actions={d.waiting === "assembly" || d.waiting === "accuracy_check"}
            details={
              s.assembly && (
                <>
                  By {s.assembly.by}, {formatDateTime(s.assembly.at)}: batch {s.assembly.batchNumber}, expiry{" "}
                  {formatShortDate(s.assembly.expiryDate)}
                  {s.assembly.serialNumber ? `, serial ${s.assembly.serialNumber}` : ""} (
                  {s.assembly.scanned ? "scanned" : "typed"}
                  {s.assembly.reassembled ? "; assembled again" : ""}).
                  <span className="block">
                    {s.labelPrint
                      ? `Label printed by ${s.labelPrint.by}, ${formatDateTime(s.labelPrint.at)}.`
                      : "Label not printed yet."}
                  </span>
                </>
              )
            }
          >
            <p className="text-sm text-zinc-600">{STEP_WHO.assembly}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {s.assembly ? (
                <Button asChild>
                  <Link to={paths.admin.orderLabel(orderId)}>Print label</Link>
                </Button>
              ) : null}
              <Button variant={s.assembly ? "outline" : "default"} onClick={() => setOpen("assembly")}>
                {s.assembly ? "Assemble again" : "Assemble"}
              </Button>
            </div>
          </StepItem>

          <StepItem
            n={3}
            title="Accuracy check"
            state={s.accuracyCheck ? "done" : d.waiting === "accuracy_check" ? "waiting" : "not yet"}
            actions={d.waiting === "accuracy_check"}
            details={
              s.accuracyCheck && (
                <>
                  By {s.accuracyCheck.by}, {formatDateTime(s.accuracyCheck.at)}
                  {s.accuracyCheck.loneWorking ? ", working alone (the same person assembled it)" : ""}.
                </>
              )
            }
          >
            <SupplyRpNotice rp={d.responsiblePharmacist} />
            <p className="text-sm text-zinc-600">{STEP_WHO.accuracy_check}</p>
            {d.notAllowed.accuracyCheck ? (
              <p className="text-sm text-zinc-600">{d.notAllowed.accuracyCheck}</p>
            ) : (
              <Button className="mt-2" onClick={() => setOpen("accuracy_check")}>
                Accuracy check
              </Button>
            )}
          </StepItem>
        </ol>
        <VoidedSteps steps={s.voided} />
        <EarlierRounds rounds={s.earlierRounds} />
        {s.accuracyCheck && (
          <div className="mt-4 border-t border-zinc-200 pt-4 text-sm">
            <p>
              The accuracy check is done. To correct this dispensing,{" "}
              <Link to={`${paths.admin.incidents}?order=${orderId}`} className="text-brand-800 underline">
                record an incident
              </Link>
              .
            </p>
            {d.incidents.length > 0 && (
              <p className="mt-1 text-zinc-600">
                Incidents recorded for this order:{" "}
                {d.incidents.map((i) => `#${i.incidentId} (${i.closed ? "closed" : "open"})`).join(", ")}.
              </p>
            )}
          </div>
        )}
      </CardContent>
      <ClinicalCheckDialog order={order} {...dialog("clinical_check")} />
      <AssembleDialog order={order} {...dialog("assembly")} />
      <AccuracyCheckDialog order={order} {...dialog("accuracy_check")} />
    </Card>
  );
}

type StepState = "done" | "waiting" | "not yet";

/** One step of the checklist: its state, what was recorded (who and when), and its actions while they apply. */
function StepItem(props: {
  n: number;
  title: string;
  state: StepState;
  details: ReactNode;
  actions: boolean;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      {props.state === "done" ? (
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      ) : (
        <Circle className="mt-0.5 size-5 shrink-0 text-zinc-400" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="font-medium">
          {props.n}. {props.title} <span className="text-sm font-normal text-zinc-600">({props.state})</span>
        </p>
        {props.details && <p className="text-sm break-words">{props.details}</p>}
        {props.actions && props.children}
      </div>
    </li>
  );
}
