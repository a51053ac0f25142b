import { Check, FileText, HelpCircle, PenLine, Printer, X } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { correctionRefusal } from "@/shared/domain/prescribing/decision-corrections";
import { PRESCRIBER_ONLY_MESSAGE } from "@/shared/domain/people/roles";
import type { ConsultationDetail } from "../api/consultations-api";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { ReviewCard } from "@/client/features/admin-shell/components/page-parts/review-parts";

export type DecisionKind = "approve" | "info" | "reject" | "correct";

/** Rules whose entries are made in the Approve dialog itself rather than on the record. */
const MADE_WHEN_APPROVING = new Set(["contact", "gp", "contraception"]);

/**
 * The decision (prescribers only, decision 077): what approval still needs, then Approve,
 * Request information and Reject; anyone else sees the panel disabled and why. Once decided,
 * what was decided and the documents it left.
 */
export function DecisionPanel({
  data,
  onDecide,
}: {
  data: ConsultationDetail;
  onDecide: (kind: DecisionKind) => void;
}) {
  const c = data.consultation;
  const mine = data.decisions.filter((d) => d.consultationId === c.consultationId);
  const latest = mine[0];
  if (c.decided) return <Decided data={data} onCorrect={() => onDecide("correct")} />;

  const onRecord = data.approvalProblems.filter((p) => !MADE_WHEN_APPROVING.has(p.rule));
  const inDialog = data.approvalProblems.filter((p) => MADE_WHEN_APPROVING.has(p.rule));
  const locked = !data.canDecide;
  const why = locked ? "decision-prescriber-only" : undefined;
  return (
    <ReviewCard
      title="Decision"
      description="One pen per supply. The decision names you, your registration number and the time."
      className="lg:col-span-2"
    >
      <div className="grid gap-4">
        {c.status === "info_requested" && latest?.question && (
          <div className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
            <p className="font-medium">
              Information requested by {latest.prescriberName} on {formatDateTime(latest.createdAt)}; waiting for the
              patient's answer.
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words">{latest.question}</p>
          </div>
        )}
        {locked && (
          <p
            id="decision-prescriber-only"
            role="note"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {PRESCRIBER_ONLY_MESSAGE}
          </p>
        )}
        <section aria-labelledby="still-missing-heading" className="grid gap-2">
          <h3 id="still-missing-heading" className="font-semibold">
            Still missing before approval
          </h3>
          {onRecord.length === 0 ? (
            <p className="text-sm text-zinc-700">
              Nothing on the record: identity, measurement, BMI and dose meet the rules for the requested dose.
            </p>
          ) : (
            <ul className="grid gap-1 text-sm text-red-800">
              {onRecord.map((p) => (
                <li key={p.message} className="flex items-start gap-2">
                  <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {p.message}
                </li>
              ))}
            </ul>
          )}
          {inDialog.length > 0 && (
            <>
              <p className="text-sm text-zinc-600">Recorded when you approve:</p>
              <ul className="grid gap-1 text-sm text-zinc-700">
                {inDialog.map((p) => (
                  <li key={p.message} className="flex items-start gap-2">
                    <HelpCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    {p.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <div role="group" aria-label="Decision" className="flex flex-wrap gap-2">
          <Button onClick={() => onDecide("approve")} disabled={locked} aria-describedby={why}>
            <Check aria-hidden="true" />
            Approve
          </Button>
          <Button variant="outline" onClick={() => onDecide("info")} disabled={locked} aria-describedby={why}>
            <HelpCircle aria-hidden="true" />
            Request information
          </Button>
          <Button variant="destructive" onClick={() => onDecide("reject")} disabled={locked} aria-describedby={why}>
            <X aria-hidden="true" />
            Reject
          </Button>
        </div>
      </div>
    </ReviewCard>
  );
}

/** The decision that stands on this consultation: the latest approval or rejection, which no correction supersedes. */
export const currentDecision = (data: ConsultationDetail) =>
  data.decisions.find(
    (d) =>
      d.consultationId === data.consultation.consultationId &&
      (d.outcome === "approved" || d.outcome === "rejected") &&
      !d.superseded,
  ) ?? null;

/**
 * A decided consultation: the decision, and after an approval its prescription and GP letter.
 * A prescriber may correct it until the supply is dispensed (decision 085); after that the
 * panel says a mistake is recorded as an incident.
 */
function Decided({ data, onCorrect }: { data: ConsultationDetail; onCorrect: () => void }) {
  const c = data.consultation;
  const decision = currentDecision(data);
  const letter = c.gpLetter;
  const refusal = decision
    ? correctionRefusal(decision.outcome === "rejected" ? "rejected" : "approved", {
        id: data.order.orderId,
        state: data.order.state,
        deliveryMethod: data.order.deliveryMethod,
      })
    : null;
  return (
    <ReviewCard
      title="Decision"
      className="lg:col-span-2"
      action={
        decision && data.canDecide && refusal === null ? (
          <Button variant="outline" onClick={onCorrect}>
            <PenLine aria-hidden="true" />
            Correct decision
          </Button>
        ) : undefined
      }
    >
      <div className="grid gap-4">
        {c.status === "withdrawn" ? (
          <p>Withdrawn: the order was cancelled before a decision.</p>
        ) : (
          <p className="font-medium">
            {c.statusLabel}
            {decision
              ? ` by ${decision.prescriberName} (${decision.prescriberRegulator} ${decision.prescriberNumber}) on ${formatDateTime(decision.createdAt)}`
              : ""}
            {decision?.dose ? `: ${decision.dose}, one pen` : ""}
            {decision?.rejectReasonLabel ? `: ${decision.rejectReasonLabel}` : ""}
          </p>
        )}
        {decision?.supersedesDecisionId && (
          <p className="text-sm">
            Corrects decision #{decision.supersedesDecisionId}: {decision.correctionReason}
          </p>
        )}
        {decision && data.canDecide && refusal !== null && (
          <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {refusal}
          </p>
        )}
        {c.status === "approved" && (
          <div className="flex flex-wrap items-center gap-2">
            {c.prescriptionId !== null && (
              <Button asChild>
                <Link to={paths.admin.prescriptionPrint(c.prescriptionId)}>
                  <Printer aria-hidden="true" />
                  Print prescription
                </Link>
              </Button>
            )}
            {letter && letter.status !== "not_required" && (
              <Button variant="outline" asChild>
                <Link to={paths.admin.gpLetterPrint(letter.gpLetterId)}>
                  <FileText aria-hidden="true" />
                  GP letter
                </Link>
              </Button>
            )}
            {letter && letter.status !== "not_required" && (
              <span className="text-sm text-zinc-600">
                {letter.status === "sent" ? "Sent to the GP" : "Draft, not sent yet"}
              </span>
            )}
            {letter?.status === "not_required" && (
              <p className="text-sm">GP letter not required: {letter.notRequiredReason ?? "no reason recorded"}</p>
            )}
          </div>
        )}
      </div>
    </ReviewCard>
  );
}
