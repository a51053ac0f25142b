import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Badge } from "@/client/components/ui/badge";
import { DIABETES_TYPE_LABEL, isDiabetesType } from "@/shared/domain/clinical/diabetes";
import { answerLabel } from "@/shared/domain/clinical/exclusions";
import type { ConsultationDetail } from "../api/consultations-api";
import { formatDateTime, formatShortDate, formatWaiting } from "@/client/features/admin-shell/lib/format";
import { Item, Items, ReviewCard } from "@/client/features/admin-shell/components/page-parts/review-parts";
import { ListOrNone } from "@/client/features/admin-shell/components/page-parts/list-or-none";

const GP_CONSENT_LABEL = {
  yes: "Yes, may share with the GP",
  no: "No, does not consent to sharing",
  no_gp: "Has no GP",
} as const;

/** Who the patient is and what the order asks for. */
export function PatientSummaryCard({ data }: { data: ConsultationDetail }) {
  const { patient: p, order: o, consultation: c } = data;
  return (
    <ReviewCard title="Patient and order">
      <Items>
        <Item label="Patient">
          <Link to={paths.admin.patient(p.patientId)} className="text-brand-800 underline">
            {p.name}
          </Link>
        </Item>
        <Item label="Date of birth">
          {p.dateOfBirth ? `${formatShortDate(p.dateOfBirth)} (age ${p.age ?? "unknown"})` : "Not given"}
        </Item>
        <Item label="Sex">{p.sex === "female" ? "Female" : p.sex === "male" ? "Male" : "Not given"}</Item>
        <Item label="Patient type">
          {p.patientType === "existing" ? "Existing user (transfer)" : "New to the treatment"}
        </Item>
        <Item label="Email">
          <span className="break-all">{p.email || "—"}</span>
        </Item>
        <Item label="Phone">{p.phone || "—"}</Item>
        <Item label="Address">{p.address.join(", ") || "—"}</Item>
        <Item label="Review status">{p.reviewStatus}</Item>
        <Item label="Order">
          <Link to={paths.admin.order(o.orderId)} className="text-brand-800 underline">
            Order #{o.orderId}
          </Link>{" "}
          · {o.stateLabel}
        </Item>
        <Item label="Requested dose">{c.requestedDose ?? "—"}</Item>
        <Item label="Delivery">
          {o.deliveryMethod === "pickup"
            ? "Collection from the pharmacy"
            : o.deliveryAddress.join(", ") || "Home delivery"}
        </Item>
        <Item label={c.decided ? "Waited" : "Waiting"}>
          {formatWaiting(c.waitingMinutes)} (opened {formatDateTime(c.openedAt)})
        </Item>
      </Items>
    </ReviewCard>
  );
}

/** The queue's flags: facts to look at, never decisions. */
export function FlagsCard({ flags }: { flags: ConsultationDetail["flags"] }) {
  return (
    <ReviewCard
      title="Flags"
      description="Computed from the questionnaire and the evidence on record; never a decision."
    >
      <ListOrNone items={flags} none="Nothing flagged." className="grid gap-2">
        {(f) => (
          <li
            key={f.code}
            className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {f.label}
          </li>
        )}
      </ListOrNone>
    </ReviewCard>
  );
}

/** The questionnaire the order locked (never a newer one): measurements, answers, diabetes, the GP card and any transfer details. */
export function QuestionnaireCard({ data }: { data: ConsultationDetail }) {
  const q = data.questionnaire;
  const orderId = data.questionnaireOrderId ?? data.order.orderId;
  if (!q) {
    return (
      <ReviewCard title="Questionnaire" className="lg:col-span-2">
        <p className="text-sm text-zinc-600">No questionnaire is on record for this order.</p>
      </ReviewCard>
    );
  }
  const diabetesType =
    q.diabetes.type && isDiabetesType(q.diabetes.type) ? DIABETES_TYPE_LABEL[q.diabetes.type] : q.diabetes.type;
  const t = q.transfer;
  const hasTransfer = Boolean(t.provider || t.doseMg !== null || t.lastInjectionOn || t.evidence);
  return (
    <ReviewCard
      title="Questionnaire"
      description={`As locked by order #${orderId}, completed ${formatShortDate(q.completedOn, "on an unknown day")}. Self-reported.`}
      className="lg:col-span-2"
    >
      <div className="grid gap-6">
        <Items>
          <Item label="Height">{q.heightCm > 0 ? `${q.heightCm} cm` : "Not given"}</Item>
          <Item label="Weight">{q.weightKg > 0 ? `${q.weightKg} kg` : "Not given"}</Item>
          <Item label="BMI">{q.bmi > 0 ? q.bmi.toFixed(1) : "Not given"}</Item>
          <Item label="Diabetic">
            {q.diabetes.isDiabetic
              ? ["Yes", diabetesType, q.diabetes.details || null].filter(Boolean).join(" · ")
              : answerLabel(q.diabetes.isDiabetic)}
          </Item>
        </Items>
        <section aria-labelledby="answers-heading">
          <h3 id="answers-heading" className="mb-2 font-semibold">
            Answers
          </h3>
          <ul className="divide-y divide-zinc-200 rounded-md border border-zinc-200">
            {q.answers.map((a) => (
              <li key={a.field} className={a.answer === "yes" && a.group === "exclusion" ? "bg-red-50 p-3" : "p-3"}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 text-sm">{a.question}</p>
                  <Badge
                    variant={a.answer === "yes" ? (a.group === "exclusion" ? "destructive" : "warning") : "secondary"}
                  >
                    {answerLabel(a.answer)}
                  </Badge>
                </div>
                {a.answer === "yes" && (
                  <p className="mt-1 whitespace-pre-wrap break-words text-sm text-zinc-700">
                    {a.details || "No details given"}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="gp-card-heading">
          <h3 id="gp-card-heading" className="mb-2 font-semibold">
            GP
          </h3>
          <Items>
            <Item label="Consent to share">{q.gp.consent ? GP_CONSENT_LABEL[q.gp.consent] : "Not answered"}</Item>
            {q.gp.consent !== "no_gp" && (
              <>
                <Item label="Practice name">{q.gp.practiceName || "—"}</Item>
                <Item label="Practice address">{q.gp.practiceAddress || "—"}</Item>
              </>
            )}
          </Items>
        </section>
        {(hasTransfer || data.consultation.kind === "transfer") && (
          <section aria-labelledby="transfer-details-heading">
            <h3 id="transfer-details-heading" className="mb-2 font-semibold">
              Transfer details
            </h3>
            <Items>
              <Item label="Current provider">{t.provider || "—"}</Item>
              <Item label="Current dose">{t.doseMg !== null ? `${t.doseMg} mg` : "—"}</Item>
              <Item label="Last injection">{t.lastInjectionOn ? formatShortDate(t.lastInjectionOn) : "—"}</Item>
              <Item label="Evidence">{t.evidence || "—"}</Item>
            </Items>
          </section>
        )}
      </div>
    </ReviewCard>
  );
}

/** The patient's decisions on this and earlier orders, newest first; a superseded one says which correction replaced it (decision 085). */
export function DecisionHistoryCard({
  decisions,
  consultationId,
}: {
  decisions: ConsultationDetail["decisions"];
  consultationId: number;
}) {
  return (
    <ReviewCard title="Decisions" description="This patient's prescribing decisions, newest first.">
      <ListOrNone items={decisions} none="No decisions yet." className="divide-y divide-zinc-200">
        {(d) => (
          <li key={d.decisionId} className="grid gap-1 py-3 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span className={d.superseded ? "text-zinc-600 line-through" : undefined}>
                Decision #{d.decisionId}: {d.outcomeLabel}
                {d.dose ? ` · ${d.dose}` : ""} · order #{d.orderId}
                {d.consultationId === consultationId ? " (this consultation)" : ""}
              </span>
              {d.superseded && <Badge variant="outline">Superseded by decision #{d.supersededByDecisionId}</Badge>}
            </p>
            {d.supersedesDecisionId && (
              <p className="break-words">
                Corrects decision #{d.supersedesDecisionId}: {d.correctionReason}
              </p>
            )}
            <p className="text-zinc-600">
              {d.prescriberName} ({d.prescriberRegulator} {d.prescriberNumber}) · {formatDateTime(d.createdAt)}
            </p>
            {d.rejectReasonLabel && <p>Reason: {d.rejectReasonLabel}</p>}
            {d.question && <p className="whitespace-pre-wrap break-words">Question: {d.question}</p>}
            {d.directions && <p className="break-words">Directions: {d.directions}</p>}
            {d.reasoning && <p className="whitespace-pre-wrap break-words text-zinc-700">{d.reasoning}</p>}
            {d.outcome === "approved" && (
              <p className="text-zinc-600">
                Contact: {d.contactMethodLabel ?? `none (${d.contactJustification ?? ""})`} · GP:{" "}
                {d.gpSharingLabel ?? "—"}
                {d.gpNotSharedReason ? ` (${d.gpNotSharedReason})` : ""}
              </p>
            )}
          </li>
        )}
      </ListOrNone>
    </ReviewCard>
  );
}
