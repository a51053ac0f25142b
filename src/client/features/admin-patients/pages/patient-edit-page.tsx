import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Spinner } from "@/client/components/ui/spinner";
import { Textarea } from "@/client/components/ui/textarea";
import { Options } from "@/client/components/form/control-fields";
import { applyServerErrors } from "@/client/components/form/server-errors";
import { errorStatus } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { calculateBmi } from "@/shared/domain/bmi";
import { HEIGHT_CM_RANGE, SALUTATIONS, WEIGHT_KG_RANGE } from "@/shared/domain/constants";
import { EXCLUSIONS } from "@/shared/domain/exclusions";
import { REVIEW_STATUS_LABEL, REVIEW_STATUSES } from "@/shared/domain/review-status";
import { adminPatientUpdateSchema } from "@/shared/schemas/admin";
import { type PatientView, usePatient, useUpdatePatient } from "../api/patients-api";
import { ExclusionCriteriaSection } from "../components/exclusion-criteria-section";
import { MedicalInformationSection } from "../components/medical-information-section";
import { type FormValues, type Name, RadioRow, Row, FieldsCard, errorFor } from "../components/patient-edit-fields";
import { toFormValues } from "../lib/patient-form-values";
import { PatientNotFound } from "../components/patient-not-found";
import { fullName } from "@/client/features/admin-shell/lib/format";
import { SubmitButton } from "@/client/features/admin-shell/components/page-parts/submit-button";

/** A row of the form holding one text input; every such row is a required field but the second address line. */
interface TextRow {
  name: "firstName" | "lastName" | "email" | "phone" | "dob" | "address1" | "address2" | "city" | "postcode";
  label: string;
  type?: "email" | "tel" | "date";
  required?: boolean;
}

const PERSONAL_ROWS: TextRow[] = [
  { name: "firstName", label: "First Name", required: true },
  { name: "lastName", label: "Last Name", required: true },
  { name: "email", label: "Email", type: "email", required: true },
  { name: "phone", label: "Phone", type: "tel", required: true },
  { name: "dob", label: "Date of Birth", type: "date", required: true },
];

const ADDRESS_ROWS: TextRow[] = [
  { name: "address1", label: "Address Line 1", required: true },
  { name: "address2", label: "Address Line 2" },
  { name: "city", label: "City", required: true },
  { name: "postcode", label: "Postcode", required: true },
];

const MEASUREMENT_ROWS = [
  { name: "height", label: "Height (cm)", range: HEIGHT_CM_RANGE },
  { name: "weight", label: "Weight (kg)", range: WEIGHT_KG_RANGE },
] as const;

/** docs/spec.md §2 'Admin patient edit' and §3 'Admin edit form fields'. */
export default function PatientEditPage() {
  const { id = "" } = useParams();
  const { data, isPending, isError, refetch } = usePatient(id);

  if (isPending) {
    return (
      <Page title="Loading Patient" className="max-w-5xl py-6">
        <h1 className="text-2xl font-bold">Loading Patient...</h1>
        <Spinner label="Loading patient data..." />
      </Page>
    );
  }
  if (isError || !data) return <PatientNotFound />;
  return <EditForm patient={data.patient} reload={() => refetch()} />;
}

function EditForm({ patient, reload }: { patient: PatientView; reload: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const mutation = useUpdatePatient(patient.patient_id);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(adminPatientUpdateSchema),
    defaultValues: toFormValues(patient),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;

  const [height, weight] = useWatch({ control, name: ["height", "weight"] });
  const flags = useWatch({ control, name: EXCLUSIONS.map((e) => e.field) });
  const bmi = calculateBmi(Number(height), Number(weight));

  // After "Load latest details" the form starts again from the newest record.
  useEffect(() => {
    reset(toFormValues(patient));
  }, [patient, reset]);

  const detailPath = paths.admin.patient(patient.patient_id);
  const title = `Edit Patient: ${fullName(patient.firstName, patient.lastName)}`;

  const onSubmit = (values: FormValues) => {
    setConflict(null);
    mutation.mutate(
      { ...values, bmi },
      {
        onSuccess: () => {
          notify.success("Patient updated", "Patient information has been successfully updated");
          navigate(detailPath);
        },
        onError: (error) => {
          if (errorStatus(error) === 409) {
            setConflict(error.message);
            notify.error("Error", error.message);
            return;
          }
          if (errorStatus(error) === 400) applyServerErrors(error, setError);
          notify.error("Error", "Failed to update patient information");
        },
      },
    );
  };

  const fieldProps = (name: Name) => ({
    id: `edit-${name}`,
    "aria-invalid": errorFor(errors, name) ? true : undefined,
    "aria-describedby": errorFor(errors, name) ? `edit-${name}-error` : undefined,
  });

  const textRow = (row: TextRow) => (
    <Row key={row.name} label={row.label} name={row.name} errors={errors} required={row.required}>
      <Input
        type={row.type}
        autoComplete={row.type === "date" ? undefined : "off"}
        {...fieldProps(row.name)}
        {...register(row.name)}
      />
    </Row>
  );

  return (
    <Page title={title} className="max-w-5xl py-6">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="icon" asChild>
          <Link to={detailPath} aria-label="Back to patient details">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="min-w-0 break-words text-2xl font-bold sm:text-3xl">{title}</h1>
      </div>

      {conflict && (
        <div
          role="alert"
          className="mt-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {conflict}
          </p>
          <Button
            variant="outline"
            onClick={async () => {
              await reload();
              setConflict(null);
            }}
          >
            Load latest details
          </Button>
        </div>
      )}

      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-6">
        <FieldsCard title="Personal Information">
          <Row label="Salutation" name="salutation" errors={errors}>
            <NativeSelect {...fieldProps("salutation")} {...register("salutation")}>
              <option value="">Not specified</option>
              {SALUTATIONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </Row>
          <div className="hidden sm:block" />
          {PERSONAL_ROWS.map(textRow)}
          <Row label="Sex" name="sex" errors={errors} required>
            <NativeSelect {...fieldProps("sex")} {...register("sex")}>
              <option value="">Select...</option>
              <option value="male">Male</option>
              <option value="female">Female</option>
              <option value="other">Other</option>
            </NativeSelect>
          </Row>
          <RadioRow
            label="Is this for yourself?"
            name="forSelf"
            errors={errors}
            control={control}
            options={[
              { value: "yes", label: "Yes, for myself" },
              { value: "no", label: "No, for someone else" },
            ]}
          />
          <Row label="Delivery Method" name="deliveryMethod" errors={errors} required>
            <NativeSelect {...fieldProps("deliveryMethod")} {...register("deliveryMethod")}>
              <option value="delivery">Home Delivery</option>
              <option value="pickup">Collect from Pharmacy</option>
            </NativeSelect>
          </Row>
        </FieldsCard>

        <FieldsCard title="Physical Information">
          {MEASUREMENT_ROWS.map((m) => (
            <Row key={m.name} label={m.label} name={m.name} errors={errors} required>
              <Input
                type="number"
                inputMode="decimal"
                step="0.1"
                min={m.range.min}
                max={m.range.max}
                {...fieldProps(m.name)}
                {...register(m.name, { valueAsNumber: true })}
              />
            </Row>
          ))}
          <Row label="BMI" name="bmi" errors={errors} hint="Calculated from height and weight">
            <Input id="edit-bmi" readOnly value={bmi === null ? "" : bmi.toFixed(1)} aria-describedby="edit-bmi-hint" />
          </Row>
        </FieldsCard>

        <FieldsCard title="Address">{ADDRESS_ROWS.map(textRow)}</FieldsCard>

        <MedicalInformationSection form={form} fieldProps={fieldProps} />

        <ExclusionCriteriaSection form={form} flags={flags} fieldProps={fieldProps} />

        <FieldsCard title="Admin Information">
          <Row label="Status" name="status" errors={errors}>
            <NativeSelect {...fieldProps("status")} {...register("status")}>
              <Options values={REVIEW_STATUSES} labels={REVIEW_STATUS_LABEL} />
            </NativeSelect>
          </Row>
          <Row label="Admin Notes" name="adminNotes" errors={errors} wide>
            <Textarea className="min-h-[100px]" {...fieldProps("adminNotes")} {...register("adminNotes")} />
          </Row>
        </FieldsCard>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" asChild>
            <Link to={detailPath}>Cancel</Link>
          </Button>
          <SubmitButton pending={mutation.isPending} pendingLabel="Saving...">
            Save Changes
          </SubmitButton>
        </div>
      </form>
    </Page>
  );
}
