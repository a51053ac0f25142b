import { useState } from "react";
import { useParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Badge } from "@/client/components/ui/badge";
import { Spinner } from "@/client/components/ui/spinner";
import { errorCode } from "@/client/lib/api";
import { useConsultation } from "../api/consultations-api";
import { ApproveDialog } from "../components/approve-dialog";
import { CorrectDecisionDialog } from "../components/correct-decision-dialog";
import { currentDecision, type DecisionKind, DecisionPanel } from "../components/decision-panel";
import { EvidenceCard } from "../components/evidence-card";
import { IdentityCheckDialog } from "../components/identity-check-dialog";
import { MeasurementDialog } from "../components/measurement-dialog";
import { ConsultationProgressCard } from "../components/consultation-progress-card";
import { DecisionHistoryCard, FlagsCard, PatientSummaryCard, QuestionnaireCard } from "../components/record-cards";
import { RejectDialog, RequestInformationDialog } from "../components/reject-and-ask-dialogs";
import { DetailHeader } from "@/client/features/admin-shell/components/page-parts/detail";
import { LoadFailedPage } from "@/client/features/admin-shell/components/page-parts/load-failed-page";

type Open = DecisionKind | "identity" | "measurement" | null;

/**
 * /admin/consultations/:id (decision 077): everything a prescriber decides on (the questionnaire
 * the order locked, the flags, the evidence, earlier decisions) and the actions. Opening it is
 * an audited read.
 */
export default function ConsultationPage() {
  const { id = "" } = useParams();
  const query = useConsultation(id);
  const [open, setOpen] = useState<Open>(null);

  if (query.isPending) return <Spinner label="Loading consultation..." />;
  if (query.isError) {
    const missing = errorCode(query.error) === "not_found";
    return (
      <LoadFailedPage
        title={missing ? "Consultation not found" : "Consultation"}
        message={
          missing
            ? "There is no consultation with this number, or its patient was deleted."
            : `The consultation could not be loaded: ${query.error.message}`
        }
        back={{ to: paths.admin.consultations, label: "Back to consultations" }}
        className="max-w-7xl py-6"
      />
    );
  }

  const data = query.data;
  const c = data.consultation;
  const progress = data.progress;
  const today = data.approvalFacts.today;
  const current = currentDecision(data);
  const dialog = (kind: Exclude<Open, null>) => ({
    open: open === kind,
    onOpenChange: (next: boolean) => setOpen(next ? kind : null),
  });

  return (
    <Page title={`Consultation: ${data.patient.name}`} className="max-w-7xl py-6">
      <DetailHeader
        back={{ to: paths.admin.consultations, label: "Back to consultations" }}
        title={`Consultation: ${data.patient.name}`}
        meta={
          <>
            <Badge variant={c.status === "approved" ? "success" : c.status === "rejected" ? "destructive" : "warning"}>
              {c.statusLabel}
            </Badge>
            <Badge variant="outline">{c.kindLabel}</Badge>
            <span className="text-sm text-zinc-600">
              Consultation #{c.consultationId} · order #{data.order.orderId}
            </span>
          </>
        }
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <PatientSummaryCard data={data} />
        <FlagsCard flags={data.flags} />
        <DecisionPanel data={data} onDecide={setOpen} />
        <EvidenceCard
          data={data}
          onRecordIdentity={() => setOpen("identity")}
          onRecordMeasurement={() => setOpen("measurement")}
        />
        {progress && (
          <ConsultationProgressCard
            progress={progress}
            kind={c.kind}
            lastSuppliedMg={data.approvalFacts.lastSuppliedMg}
          />
        )}
        <QuestionnaireCard data={data} />
        <DecisionHistoryCard decisions={data.decisions} consultationId={c.consultationId} />
      </div>

      <IdentityCheckDialog patientId={data.patient.patientId} today={today} {...dialog("identity")} />
      {data.canDecide && (
        <>
          <MeasurementDialog patientId={data.patient.patientId} today={today} {...dialog("measurement")} />
          <ApproveDialog data={data} {...dialog("approve")} />
          <RejectDialog consultationId={c.consultationId} orderId={data.order.orderId} {...dialog("reject")} />
          <RequestInformationDialog
            consultationId={c.consultationId}
            orderId={data.order.orderId}
            {...dialog("info")}
          />
          {current && <CorrectDecisionDialog data={data} current={current} {...dialog("correct")} />}
        </>
      )}
    </Page>
  );
}
