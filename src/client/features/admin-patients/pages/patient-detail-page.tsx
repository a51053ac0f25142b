import { AlertTriangle, Pencil, RefreshCw, StickyNote, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Skeleton } from "@/client/components/ui/skeleton";
import { formatMoney } from "@/shared/domain/payments/money";
import { DIABETES_TYPE_LABEL, isDiabetesType } from "@/shared/domain/clinical/diabetes";
import { NOT_ANSWERED } from "@/shared/domain/clinical/exclusions";
import { type PatientDetail, type PatientView, usePatient } from "../api/patients-api";
import { AuditHistoryCard } from "../components/audit-history-card";
import { DeletePatientDialog } from "../components/delete-patient-dialog";
import { PatientMessagesCard } from "../components/patient-messages-card";
import { Item } from "@/client/features/admin-shell/components/page-parts/review-parts";
import { DetailHeader, InfoCard } from "@/client/features/admin-shell/components/page-parts/detail";
import { GpAndTransferCard } from "../components/gp-and-transfer-card";
import { PatientConsultationsCard } from "../components/patient-consultations-card";
import { PatientNotFound } from "../components/patient-not-found";
import { SideEffectReportsCard } from "../components/side-effect-reports-card";
import { StatusBadge } from "@/client/features/admin-shell/components/page-parts/status-badge";
import { UpdateStatusDialog } from "../components/update-status-dialog";
import {
  formatHeightMetres,
  formatLongDateTime,
  formatShortDate,
  fullName,
} from "@/client/features/admin-shell/lib/format";
import { isOpenOrder } from "@/shared/domain/orders/order-state";

/** docs/spec.md §2 'Admin patient detail', with the §4 rules and the real order history (decision 008). */
export default function PatientDetailPage() {
  const { id = "" } = useParams();
  const { data, isPending, isError } = usePatient(id);
  const [statusOpen, setStatusOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  if (isPending) return <DetailSkeleton />;
  if (isError || !data) return <PatientNotFound />;

  const p = data.patient;
  const name = fullName(p.firstName, p.lastName) || "No name";

  return (
    <Page title={`Patient: ${name}`} className="max-w-7xl py-6">
      <DetailHeader
        back={{ to: paths.admin.patients, label: "Back to patient list" }}
        title={name}
        meta={
          <>
            <StatusBadge status={p.status} />
            <Badge variant="outline">{p.patientTypeLabel}</Badge>
            <span className="text-sm text-zinc-600">Patient ID {p.patient_id}</span>
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setStatusOpen(true)}>
              <RefreshCw aria-hidden="true" />
              Update Status
            </Button>
            <Button variant="outline" asChild>
              <Link to={paths.admin.patientEdit(p.patient_id)}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        }
      />

      {p.needsReview && (
        <Card className="mt-6 border-amber-300 bg-amber-50" role="note">
          <CardContent className="flex items-start gap-3 p-4">
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
            <div>
              <h2 className="font-semibold text-amber-900">Needs Review</h2>
              <p className="text-sm text-amber-900">
                This patient answered yes to {p.hasExclusions ? "one or more exclusion criteria" : "being diabetic"}. A
                pharmacist must review the details before approving.
              </p>
            </div>
          </CardContent>
        </Card>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <InfoCard title="Personal Information">
          <Item label="Salutation">{p.salutation || "Not specified"}</Item>
          <Item label="First Name">{p.firstName || "—"}</Item>
          <Item label="Last Name">{p.lastName || "—"}</Item>
          <Item label="Email">{p.email || "—"}</Item>
          <Item label="Phone">{p.phone || "—"}</Item>
          <Item label="Date of Birth">{p.dob ? formatShortDate(p.dob) : "—"}</Item>
          <Item label="Sex">{p.sex === "male" ? "Male" : p.sex === "female" ? "Female" : "Not specified"}</Item>
          <Item label="For Self?">{p.forSelf === "yes" ? "Yes" : "No"}</Item>
          <Item label="Delivery Method">
            {p.deliveryMethod === "pickup" ? "Collect from Pharmacy" : "Home Delivery"}
          </Item>
        </InfoCard>

        <InfoCard title="Address">
          <Item label="Address Line 1">{p.address1 || "—"}</Item>
          {p.address2 && <Item label="Address Line 2">{p.address2}</Item>}
          <Item label="City">{p.city || "—"}</Item>
          <Item label="Postcode">{p.postcode || "—"}</Item>
        </InfoCard>

        <InfoCard title="Physical Information">
          <Item label="Date">{p.measurementDate ? formatShortDate(p.measurementDate) : "Not recorded"}</Item>
          <Item label="Height">{formatHeightMetres(p.height)}</Item>
          <Item label="Weight">{p.weight > 0 ? `${p.weight} kg` : "Not recorded"}</Item>
          <Item label="BMI">{p.bmi > 0 ? p.bmi.toFixed(1) : "Not recorded"}</Item>
        </InfoCard>

        <InfoCard title="Medical Information">
          <Item label="Previous Weight Loss Attempts">{medicalText(p.previousWeightLoss)}</Item>
          <Item label="Medical Conditions">{medicalText(p.medicalConditions)}</Item>
          <Item label="Current Medications">{medicalText(p.currentMedications)}</Item>
          <Item label="Diabetic">
            {p.isDiabetic === "yes"
              ? [
                  "Yes",
                  p.diabetesType
                    ? isDiabetesType(p.diabetesType)
                      ? DIABETES_TYPE_LABEL[p.diabetesType]
                      : p.diabetesType
                    : null,
                  p.diabetesDetails || null,
                ]
                  .filter(Boolean)
                  .join(" · ")
              : p.isDiabetic === "no"
                ? "No"
                : NOT_ANSWERED}
          </Item>
        </InfoCard>

        <GpAndTransferCard patient={p} />
        <ExclusionCard patient={p} />
        <PatientConsultationsCard orders={data.orders} />
        <OrderHistoryCard orders={data.orders} />
        <SideEffectReportsCard patientId={p.patient_id} />
        <PatientMessagesCard patientId={p.patient_id} />

        <Card>
          <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
            <CardTitle>Admin Notes</CardTitle>
            <Button variant="outline" size="sm" onClick={() => setStatusOpen(true)}>
              <StickyNote aria-hidden="true" />
              Edit Notes
            </Button>
          </CardHeader>
          <CardContent>
            {p.adminNotes ? (
              <p className="whitespace-pre-wrap text-sm">{p.adminNotes}</p>
            ) : (
              <p className="text-sm text-zinc-600">No notes yet.</p>
            )}
            {p.statusUpdatedAt && (
              <p className="mt-3 text-xs text-zinc-600">
                Status last set {formatLongDateTime(p.statusUpdatedAt)}
                {p.statusUpdatedBy ? ` by ${p.statusUpdatedBy}` : ""}
              </p>
            )}
          </CardContent>
        </Card>

        <AuditHistoryCard patientId={p.patient_id} enabled />
      </div>

      <footer className="mt-8 flex flex-col gap-1 border-t border-zinc-200 pt-4 text-sm text-zinc-600 sm:flex-row sm:justify-between">
        <p>Submitted on {formatLongDateTime(p.createdAt)}</p>
        <p>Last updated {formatLongDateTime(p.updatedAt)}</p>
      </footer>

      <UpdateStatusDialog
        patientId={p.patient_id}
        current={{ status: p.status, adminNotes: p.adminNotes }}
        open={statusOpen}
        onOpenChange={setStatusOpen}
      />
      <DeletePatientDialog patientId={p.patient_id} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </Page>
  );
}

/** docs/spec.md §4: only 'yes' items, in red, with their details; otherwise 'No exclusion criteria selected'. */
/** A medical question: its details, "None" for a no, and never a no for a question not answered (decision 082). */
const medicalText = (text: string | null) => (text === null ? NOT_ANSWERED : text || "None");

function ExclusionCard({ patient }: { patient: PatientView }) {
  const yes = patient.exclusions.filter((e) => e.answer === "yes");
  const unanswered = patient.exclusions.filter((e) => e.answer === null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Exclusion Criteria</CardTitle>
      </CardHeader>
      <CardContent>
        {unanswered.length > 0 && (
          <p className="mb-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {NOT_ANSWERED}: {unanswered.map((e) => e.label).join("; ")}
          </p>
        )}
        {yes.length === 0 ? (
          <p className="text-sm text-zinc-600">No exclusion criteria selected</p>
        ) : (
          <ul className="grid gap-3">
            {yes.map((e) => (
              <li key={e.field} className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
                <p className="flex items-center gap-2 font-medium">
                  <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
                  {e.label}
                </p>
                <p className="mt-1 text-sm">{e.details || "No details given"}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** decision 008: the patient's real orders. */
function OrderHistoryCard({ orders }: { orders: PatientDetail["orders"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order History</CardTitle>
        <CardDescription>{orders.length === 1 ? "1 order" : `${orders.length} orders`}</CardDescription>
      </CardHeader>
      <CardContent>
        {orders.length === 0 ? (
          <p className="text-sm text-zinc-600">No orders yet.</p>
        ) : (
          <ul className="divide-y divide-zinc-200">
            {orders.map((o) => (
              <li key={o.order_id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  {isOpenOrder(o.order_status_id) ? (
                    <p className="font-medium">Order #{o.order_id}</p>
                  ) : (
                    <Link to={paths.admin.order(o.order_id)} className="font-medium text-brand-800 underline">
                      Order #{o.order_id}
                    </Link>
                  )}
                  <p className="text-sm text-zinc-600">
                    {formatShortDate(o.date)} · {o.product ?? "No product selected"}
                  </p>
                  <Badge variant={isOpenOrder(o.order_status_id) ? "outline" : "secondary"} className="mt-1">
                    {o.status ?? "Unknown"}
                  </Badge>
                </div>
                <p className="shrink-0 font-medium">{formatMoney(o.total_due)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <Page title="Loading patient" className="max-w-7xl py-6">
      <div aria-busy="true" aria-label="Loading patient details">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-3 h-5 w-40" />
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      </div>
    </Page>
  );
}
